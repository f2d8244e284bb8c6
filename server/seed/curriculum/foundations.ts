import { activity, type CourseSpec, lab, lesson, md, quiz } from './kinds';

export const foundations: CourseSpec = {
  key: 'foundations',
  name: 'Foundations of Computer Science',
  description: 'How computers represent information, follow algorithms and talk to each other: the ideas under every app.',
  gradeBand: '6',
  units: [
    {
      name: 'What Is a Computer?',
      description: 'Input, processing, output and storage in the devices around us.',
      level: 1,
      items: [
        lesson(
          'Input, Processing, Output, Storage',
          20,
          md`
            # Input, Processing, Output, Storage

            Every computer, from a phone to a supercomputer, does the same four jobs:

            1. **Input** – it takes in data (a key press, a photo, a sound).
            2. **Processing** – the processor follows instructions to change that data.
            3. **Output** – it shows or sends the result (a screen, a speaker, a message).
            4. **Storage** – it keeps data for later (memory, a drive, the cloud).

            | Device | An input | An output |
            |---|---|---|
            | Smartphone | touch screen, camera | screen, speaker |
            | Smart thermostat | temperature sensor | switches the heating on |
            | Game console | controller | TV picture, vibration |

            ## Why it matters

            When you know the four jobs, you can take apart *any* system in your head. A self-checkout
            reads a barcode (input), looks up the price (processing), shows the total (output) and
            records the sale (storage).
          `,
        ),
        activity(
          'Device Detectives',
          25,
          10,
          md`
            # Device Detectives

            Walk around the classroom (or your home) and find **five** devices that contain a computer.

            For each device, fill in a row of the table:

            | Device | Input | Processing (what it decides) | Output | Storage |
            |---|---|---|---|---|
            | | | | | |

            - At least one device should *not* look like a computer (a microwave, a traffic light …).
            - Be ready to explain your most surprising find to a partner.
          `,
        ),
        lesson(
          'Hardware and Software',
          15,
          md`
            # Hardware and Software

            **Hardware** is the part you can touch: the processor, memory chips, the screen.
            **Software** is the set of instructions the hardware follows.

            > A piano is hardware; the sheet music is software; the pianist is the processor.

            Software comes in layers:

            - the **operating system** (Windows, Android, iOS) shares the hardware between programs;
            - **applications** (a browser, a game) do the jobs people want;
            - **firmware** lives inside devices like keyboards and routers.
          `,
        ),
        quiz('Check-in: Parts of a Computer', 10, [
          'Name the four jobs every computer does.',
          'A fitness watch counts your steps. Which part of it is input, and which is output?',
          'Is a web browser hardware or software? Explain.',
          'Give an example of storage that is not inside the device itself.',
        ]),
      ],
    },
    {
      name: 'Binary and Data',
      description: 'Counting with two digits and storing text, numbers and pictures as bits.',
      level: 2,
      items: [
        lesson(
          'Counting in Binary',
          25,
          md`
            # Counting in Binary

            We count in **base 10**: each place is worth ten times the place to its right
            ($1, 10, 100, \dots$). Computers count in **base 2** (binary): each place is worth
            *twice* the place to its right, so the places are $2^0, 2^1, 2^2, 2^3, \dots$

            | place | $2^3$ | $2^2$ | $2^1$ | $2^0$ |
            |---|---|---|---|---|
            | value | 8 | 4 | 2 | 1 |
            | bit | 1 | 0 | 1 | 1 |

            To read a binary number, add the values of the places that hold a 1:

            $$1011_2 = 1\cdot 2^3 + 0\cdot 2^2 + 1\cdot 2^1 + 1\cdot 2^0 = 8 + 2 + 1 = 11$$

            ## How many numbers fit?

            With $n$ bits you can write $2^n$ different patterns, so the numbers $0$ to $2^n - 1$.
            Four bits give $2^4 = 16$ patterns: $0$ to $15$.
          `,
        ),
        activity(
          'Binary Cards',
          20,
          10,
          md`
            # Binary Cards

            Make five cards showing 16, 8, 4, 2 and 1 dots. A card face up means **1**, face down means **0**.

            1. Show the numbers 5, 12, 19 and 31 with your cards. Write down each bit pattern.
            2. What is the largest number five cards can show? Why is it $2^5 - 1$?
            3. Add a sixth card. How many dots must it have?
          `,
        ),
        lesson(
          'Bits, Bytes and Text',
          20,
          md`
            # Bits, Bytes and Text

            A **bit** is one binary digit. Eight bits make a **byte**, which has $2^8 = 256$ patterns.

            Text is stored by giving every character a number. In ASCII and Unicode:

            | character | number | binary |
            |---|---|---|
            | A | 65 | 01000001 |
            | B | 66 | 01000010 |
            | a | 97 | 01100001 |
            | space | 32 | 00100000 |

            Capital and small letters differ by exactly 32, that is one bit: $97 - 65 = 32 = 2^5$.

            Bigger units multiply by 1,024 ($2^{10}$): a kilobyte is 1,024 bytes, a megabyte
            1,024 kilobytes.
          `,
        ),
        lab(
          'Secret Messages in Binary',
          35,
          20,
          md`
            # Lab: Secret Messages in Binary

            **Goal:** encode and decode a message using the ASCII table.

            1. Write your first name in capital letters.
            2. Look up each letter's number (A = 65, B = 66, …) and convert it to 8 bits.
            3. Swap messages with a partner and decode theirs.
            4. *Challenge:* how many bytes does your full name need, spaces included?

            Hand in your binary message, your partner's decoded name and your answer to the challenge.
          `,
        ),
        lesson(
          'Pictures as Numbers',
          15,
          md`
            # Pictures as Numbers

            A picture on screen is a grid of **pixels**. Each pixel mixes red, green and blue light,
            and each colour uses one byte (0–255).

            $$\text{colours per pixel} = 256^3 = 2^{24} \approx 16.7 \text{ million}$$

            A photo of $1000 \times 1000$ pixels therefore needs $3 \times 10^6$ bytes, about
            3 megabytes, before it is compressed.
          `,
        ),
        quiz('Binary Quiz', 15, [
          'Convert $1101_2$ to base 10.',
          'Convert 25 to binary.',
          'How many different values can one byte hold?',
          'Why do computers use binary instead of base 10?',
          'How many bytes are needed to store the word "CODE" in ASCII?',
        ]),
      ],
    },
    {
      name: 'Algorithms and Sequencing',
      description: 'Precise step-by-step instructions, loops and debugging.',
      level: 3,
      items: [
        lesson(
          'What Is an Algorithm?',
          20,
          md`
            # What Is an Algorithm?

            An **algorithm** is a finite list of precise steps that solves a problem. A recipe is an
            algorithm for a cake; long division is an algorithm for dividing.

            A good algorithm is:

            - **precise** – each step means exactly one thing;
            - **ordered** – the steps happen in sequence;
            - **finite** – it stops.

            ## Example: find the tallest student

            1. Let *tallest* be the first student.
            2. For every other student: if they are taller than *tallest*, they become *tallest*.
            3. Announce *tallest*.

            For $n$ students this makes $n - 1$ comparisons.
          `,
        ),
        activity(
          'Exact Instructions Challenge',
          25,
          10,
          md`
            # Exact Instructions Challenge

            In pairs, one of you is the **programmer** and one the **robot**. The programmer writes
            instructions to draw a house (square with a triangle roof) using only:

            - \`forward(n)\` – move n steps
            - \`turn_right(d)\` – turn d degrees
            - \`pen_up()\` / \`pen_down()\`

            The robot follows the instructions *exactly*. Fix the bugs you find, then swap roles.
          `,
        ),
        lesson(
          'Loops: Doing It Again',
          20,
          md`
            # Loops: Doing It Again

            A square needs the same two steps four times. A **loop** says that once:

            \`\`\`python
            for side in range(4):
                forward(100)
                turn_right(90)
            \`\`\`

            A shape with $n$ equal sides turns a total of $360^\circ$, so each turn is
            $\frac{360^\circ}{n}$. A hexagon turns $60^\circ$ six times.
          `,
        ),
        lab(
          'Maze Runner',
          40,
          20,
          md`
            # Lab: Maze Runner

            Use the block editor to guide the robot through mazes 1–8.

            - Use a loop in every maze from 4 on.
            - Mazes 7 and 8 need an \`if\` block: *if path ahead, move forward, else turn left*.
            - Record how many blocks your shortest solution for maze 8 uses.

            Scoring: 2 points per maze, 4 points for a maze-8 solution of 6 blocks or fewer.
          `,
        ),
        activity(
          'Debugging Detectives',
          20,
          10,
          md`
            # Debugging Detectives

            Each program below should draw a triangle but has one bug. Find it, explain it, fix it.

            \`\`\`python
            for i in range(3):
                forward(100)
                turn_right(60)
            \`\`\`

            *Hint:* the outside turns of any closed shape add up to $360^\circ$.
          `,
        ),
        quiz('Algorithms Quiz', 15, [
          'What three properties make a list of steps an algorithm?',
          'How many comparisons does the "tallest student" algorithm make for 30 students?',
          'How many degrees does each turn of a regular pentagon need?',
          'What is a bug, and how did you find one today?',
        ]),
      ],
    },
    {
      name: 'Networks and the Internet',
      description: 'Packets, addresses and how a message crosses the world.',
      level: 4,
      items: [
        lesson(
          'Packets and Addresses',
          25,
          md`
            # Packets and Addresses

            The internet does not send a message in one piece. It cuts it into **packets** of about
            1,500 bytes, numbers them and sends each one on its own; the receiver puts them back in order.

            Every device has an **IP address**. An IPv4 address has 32 bits, so there are
            $2^{32} \approx 4.3$ billion of them – not enough for every device on Earth, which is why
            IPv6 uses 128 bits: $2^{128} \approx 3.4 \times 10^{38}$ addresses.

            | layer | job | example |
            |---|---|---|
            | application | what the message means | HTTP, email |
            | transport | reliable delivery | TCP |
            | internet | addressing and routing | IP |
            | link | one hop on one wire or radio | Wi-Fi, Ethernet |
          `,
        ),
        activity(
          'Human Packet Relay',
          30,
          10,
          md`
            # Human Packet Relay

            Your teacher splits a sentence into numbered cards (packets). Routers (students) pass
            them hand to hand to the receiver, who rebuilds the sentence.

            - Round 1: every router passes cards straight on.
            - Round 2: one router "drops" every fifth card. How does the receiver notice?
            - Write one sentence explaining why packets are numbered.
          `,
        ),
        lab(
          'How Fast Is the Network?',
          35,
          20,
          md`
            # Lab: How Fast Is the Network?

            Transfer time is roughly

            $$t = \frac{\text{size}}{\text{bandwidth}} + \text{latency}$$

            1. A song is 4 MB (32 megabits). How long does it take at 8 Mbit/s with 50 ms latency?
            2. Fill in the table for a 500 MB video:

            | connection | bandwidth | time |
            |---|---|---|
            | school Wi-Fi | 50 Mbit/s | |
            | phone (4G) | 20 Mbit/s | |
            | fibre | 1000 Mbit/s | |

            3. When does latency matter more than bandwidth? Give an example.
          `,
        ),
        quiz('Networks Quiz', 12, [
          'Why is a message split into packets?',
          'How many addresses does IPv4 allow? Write it as a power of two.',
          'What does the receiver do with packets that arrive out of order?',
        ]),
      ],
    },
    {
      name: 'Digital Citizenship and Security',
      description: 'Strong passwords, privacy and being kind online.',
      level: 5,
      items: [
        lesson(
          'Strong Passwords',
          20,
          md`
            # Strong Passwords

            An attacker who guesses passwords must try every possibility. With an alphabet of $N$
            symbols and a length of $L$ there are $N^L$ passwords.

            | password style | $N$ | $L$ | possibilities |
            |---|---|---|---|
            | 4-digit PIN | 10 | 4 | $10^4$ |
            | 8 small letters | 26 | 8 | $26^8 \approx 2 \times 10^{11}$ |
            | 4 random words | 7776 | 4 | $7776^4 \approx 3.7 \times 10^{15}$ |

            Length beats cleverness: "correct horse battery staple" is stronger than "P@ssw0rd".

            **Never reuse a password** – one leak would unlock every account.
          `,
        ),
        activity(
          'Privacy Settings Audit',
          20,
          10,
          md`
            # Privacy Settings Audit

            Choose an app you or your family use. With a parent's help, check:

            - Who can see your posts or profile?
            - Does it know your location? Does it need to?
            - Is two-factor sign-in switched on?

            Write three changes you would recommend and why.
          `,
        ),
        lesson(
          'Your Digital Footprint',
          15,
          md`
            # Your Digital Footprint

            Everything you post, like or search leaves a trace – your **digital footprint**. A
            photo shared with 3 friends who each share it with 3 more reaches $3 + 9 + 27 = 39$
            people after three rounds, and $\sum_{k=1}^{n} 3^k$ after $n$ rounds.

            Before you post, ask:

            1. Would I be happy for my teacher or grandparent to see this?
            2. Does it share where I am or where I live?
            3. Is it kind and is it true?
          `,
        ),
        quiz('Citizenship Quiz', 10, [
          'How many possible 6-digit PINs are there?',
          'Why is a long passphrase better than a short complex password?',
          'Name one piece of information you should never share online.',
        ]),
      ],
    },
  ],
};
