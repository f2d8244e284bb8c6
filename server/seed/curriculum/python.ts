import { activity, type CourseSpec, lab, lesson, md, quiz } from './kinds';

export const python: CourseSpec = {
  key: 'python',
  name: 'Programming with Python',
  description: 'Variables, decisions, loops, functions and lists: writing real programs in Python.',
  gradeBand: '7',
  units: [
    {
      name: 'First Programs',
      description: 'print, variables, input and arithmetic.',
      level: 1,
      items: [
        lesson(
          'Hello, Python',
          20,
          md`
            # Hello, Python

            A Python program is a list of statements run from top to bottom.

            \`\`\`python
            print("Hello, world!")
            name = input("What is your name? ")
            print("Nice to meet you,", name)
            \`\`\`

            - \`print\` shows a value.
            - \`input\` waits for the user and gives back what they typed (always as text).
            - \`name = …\` stores a value in a **variable** called \`name\`.
          `,
        ),
        lesson(
          'Numbers and Arithmetic',
          20,
          md`
            # Numbers and Arithmetic

            | operator | meaning | example | result |
            |---|---|---|---|
            | \`+\` | add | \`7 + 2\` | 9 |
            | \`*\` | multiply | \`7 * 2\` | 14 |
            | \`/\` | divide | \`7 / 2\` | 3.5 |
            | \`//\` | whole division | \`7 // 2\` | 3 |
            | \`%\` | remainder | \`7 % 2\` | 1 |
            | \`**\` | power | \`2 ** 10\` | 1024 |

            For any whole numbers $a$ and $b > 0$: $a = b \cdot (a \,//\, b) + (a \,\%\, b)$.

            \`\`\`python
            minutes = 135
            print(minutes // 60, "hours and", minutes % 60, "minutes")
            \`\`\`
          `,
        ),
        activity(
          'Mad Libs Generator',
          25,
          10,
          md`
            # Mad Libs Generator

            Write a program that asks for a noun, a verb and an adjective, then prints a funny
            sentence that uses all three.

            \`\`\`python
            noun = input("A noun: ")
            # ask for a verb and an adjective here
            print("The", adjective, noun, "decided to", verb, "all day.")
            \`\`\`
          `,
        ),
        lab(
          'Unit Converter',
          40,
          20,
          md`
            # Lab: Unit Converter

            Build a converter from Celsius to Fahrenheit using

            $$F = \frac{9}{5}C + 32$$

            1. Ask the user for a temperature in Celsius (use \`float(input(...))\`).
            2. Print the temperature in Fahrenheit, rounded to one decimal place.
            3. Test with $0$, $100$ and $-40$. What is special about $-40$?
          `,
        ),
        quiz('First Programs Quiz', 10, [
          'What does `input` always give back?',
          'What is `17 % 5`? What is `17 // 5`?',
          'Write a line that stores your age in a variable called `age`.',
        ]),
      ],
    },
    {
      name: 'Making Decisions',
      description: 'Booleans, comparisons and if / elif / else.',
      level: 2,
      items: [
        lesson(
          'True, False and if',
          25,
          md`
            # True, False and if

            A comparison gives a **boolean**: \`True\` or \`False\`.

            \`\`\`python
            score = int(input("Score: "))
            if score >= 90:
                print("Excellent")
            elif score >= 70:
                print("Good")
            else:
                print("Keep practising")
            \`\`\`

            Python checks the conditions in order and runs **only the first** block whose
            condition is true. Indentation (four spaces) shows which lines belong to a block.
          `,
        ),
        lesson(
          'and, or, not',
          20,
          md`
            # and, or, not

            | A | B | A and B | A or B | not A |
            |---|---|---|---|---|
            | True | True | True | True | False |
            | True | False | False | True | False |
            | False | True | False | True | True |
            | False | False | False | False | True |

            A year is a leap year if it is divisible by 4 and not by 100, or divisible by 400:

            \`\`\`python
            leap = (year % 4 == 0 and year % 100 != 0) or year % 400 == 0
            \`\`\`
          `,
        ),
        activity(
          'Rock, Paper, Scissors',
          30,
          10,
          md`
            # Rock, Paper, Scissors

            \`\`\`python
            import random
            computer = random.choice(["rock", "paper", "scissors"])
            player = input("rock, paper or scissors? ")
            \`\`\`

            Finish the program so it prints who wins. There are $3 \times 3 = 9$ possible games:
            make sure your program handles all of them.
          `,
        ),
        lab(
          'Ticket Price Calculator',
          40,
          20,
          md`
            # Lab: Ticket Price Calculator

            A museum charges:

            - children under 6: free
            - ages 6–17: \$8
            - ages 18–64: \$15
            - 65 and over: \$10
            - on Tuesdays everyone pays half

            Write a program that asks for the age and the day and prints the price. Test every
            boundary: 5, 6, 17, 18, 64, 65.
          `,
        ),
        quiz('Decisions Quiz', 12, [
          'What is the value of `not (3 > 2 and 2 > 3)`?',
          'Why is the order of `elif` conditions important?',
          'Is 1900 a leap year? Use the rule from the lesson.',
          'Which ages did you test in the ticket lab, and why those?',
        ]),
      ],
    },
    {
      name: 'Loops',
      description: 'for and while loops, counters and running totals.',
      level: 3,
      items: [
        lesson(
          'for Loops and range',
          25,
          md`
            # for Loops and range

            \`range(a, b)\` counts from $a$ up to $b - 1$. A **running total** adds up as it goes:

            \`\`\`python
            total = 0
            for i in range(1, 101):
                total = total + i
            print(total)  # 5050
            \`\`\`

            The young Gauss found a shortcut for this sum:

            $$\sum_{i=1}^{n} i = \frac{n(n+1)}{2}, \qquad \sum_{i=1}^{100} i = \frac{100 \cdot 101}{2} = 5050$$
          `,
        ),
        lesson(
          'while Loops',
          20,
          md`
            # while Loops

            A \`while\` loop repeats as long as its condition is true – use it when you do not
            know in advance how many rounds you need.

            \`\`\`python
            savings = 0
            weeks = 0
            while savings < 200:
                savings += 15
                weeks += 1
            print("It takes", weeks, "weeks")
            \`\`\`

            **Watch out:** if the condition never becomes false, the loop never ends.
          `,
        ),
        activity(
          'Times Table Printer',
          20,
          10,
          md`
            # Times Table Printer

            Print the multiplication table from $1 \times 1$ to $10 \times 10$ using two nested
            loops. Line the columns up using \`print(f"{n:4}", end="")\`.
          `,
        ),
        lab(
          'Guess My Number',
          45,
          25,
          md`
            # Lab: Guess My Number

            The computer picks a number from 1 to 100; the player guesses and hears "higher" or
            "lower" until they find it.

            1. Count the guesses and print the count at the end.
            2. What is the smallest number of guesses that *always* works? Halving the range each
               time needs $\lceil \log_2 100 \rceil = 7$ guesses.
            3. *Challenge:* swap roles – let the computer guess your number in at most 7 tries.
          `,
        ),
        activity(
          'Loop Tracing',
          15,
          10,
          md`
            # Loop Tracing

            Without running it, write down every value that \`x\` takes:

            \`\`\`python
            x = 1
            while x < 50:
                x = x * 3
            \`\`\`

            Then check your answer in the editor.
          `,
        ),
        quiz('Loops Quiz', 15, [
          'Which numbers does `range(3, 8)` produce?',
          'Use the formula to find $1 + 2 + \\dots + 50$.',
          'When would you choose `while` over `for`?',
          'What is an infinite loop, and how do you stop one?',
          'How many lines does a 10 by 10 times table print?',
        ]),
      ],
    },
    {
      name: 'Functions',
      description: 'Defining functions, parameters and return values.',
      level: 4,
      items: [
        lesson(
          'Defining Functions',
          25,
          md`
            # Defining Functions

            A **function** gives a name to a piece of code so you can use it again.

            \`\`\`python
            def area_of_circle(radius):
                return 3.14159 * radius ** 2

            print(area_of_circle(2))   # 12.56636
            \`\`\`

            This computes $A = \pi r^2$. \`radius\` is a **parameter**; \`2\` is the **argument**;
            \`return\` sends the answer back to the caller.
          `,
        ),
        activity(
          'Function Machine',
          20,
          10,
          md`
            # Function Machine

            Write these functions and test each one three times:

            1. \`double(n)\` returns $2n$.
            2. \`is_even(n)\` returns \`True\` when $n$ is even.
            3. \`average(a, b, c)\` returns $\frac{a + b + c}{3}$.
          `,
        ),
        lab(
          'Dice Statistics',
          45,
          25,
          md`
            # Lab: Dice Statistics

            Write \`roll()\` that returns a random number from 1 to 6, and \`roll_two()\` that
            returns the sum of two rolls.

            Roll two dice 1,000 times and count each total. The chance of a 7 is

            $$P(7) = \frac{6}{36} = \frac{1}{6} \approx 16.7\%$$

            Does your experiment agree? Which total is least likely, and why?
          `,
        ),
        quiz('Functions Quiz', 10, [
          'What is the difference between a parameter and an argument?',
          'What does a function give back when it has no `return`?',
          'Write a function `square(n)` that returns $n^2$.',
        ]),
      ],
    },
    {
      name: 'Lists and Data',
      description: 'Storing many values, looping over lists and simple statistics.',
      level: 5,
      items: [
        lesson(
          'Lists',
          25,
          md`
            # Lists

            A **list** holds many values in order. Positions (indexes) start at 0.

            \`\`\`python
            scores = [72, 88, 95, 61, 80]
            print(scores[0])        # 72
            print(len(scores))      # 5
            scores.append(90)
            print(max(scores), min(scores))
            \`\`\`

            The **mean** of a list $x_1, \dots, x_n$ is $\bar{x} = \frac{1}{n}\sum_{i=1}^{n} x_i$:

            \`\`\`python
            mean = sum(scores) / len(scores)
            \`\`\`
          `,
        ),
        activity(
          'Shopping List Manager',
          25,
          10,
          md`
            # Shopping List Manager

            Write a program with a menu: **add** an item, **remove** an item, **show** the list,
            **quit**. Use a \`while\` loop for the menu and a list to store the items.
          `,
        ),
        lab(
          'Class Survey Analysis',
          45,
          25,
          md`
            # Lab: Class Survey Analysis

            Collect how many hours of sleep each classmate had last night and store them in a list.

            1. Print the mean, the smallest and the largest value.
            2. Sort the list and print the **median** (the middle value).
            3. Print a text bar chart, one \`#\` per hour.

            Which is more useful for this data, the mean or the median? Explain.
          `,
        ),
        activity(
          'List Challenges',
          20,
          10,
          md`
            # List Challenges

            - Reverse a list without using \`reverse()\`.
            - Count how many numbers in a list are above the mean.
            - Remove duplicates while keeping the original order.
          `,
        ),
        quiz('Lists Quiz', 12, [
          'What is the index of the last item of a list of length $n$?',
          'What does `[3, 1, 2].sort()` change, and what does it return?',
          'Find the mean of 4, 8, 15, 16, 23 and 42.',
        ]),
      ],
    },
  ],
};
