import { activity, type CourseSpec, lab, lesson, md, quiz } from './kinds';

export const web: CourseSpec = {
  key: 'web',
  name: 'Web Design and JavaScript',
  description: 'Structure pages with HTML, style them with CSS and make them interactive with JavaScript.',
  gradeBand: '8',
  units: [
    {
      name: 'HTML Structure',
      description: 'Elements, tags and the skeleton of a web page.',
      level: 1,
      items: [
        lesson(
          'Your First Web Page',
          25,
          md`
            # Your First Web Page

            HTML describes **what** is on a page. Every element has an opening and a closing tag:

            \`\`\`html
            <!DOCTYPE html>
            <html lang="en">
              <head>
                <title>My Page</title>
              </head>
              <body>
                <h1>About Me</h1>
                <p>I like <strong>robots</strong> and football.</p>
              </body>
            </html>
            \`\`\`

            - \`<head>\` holds information *about* the page.
            - \`<body>\` holds what visitors see.
            - Headings go from \`<h1>\` (most important) to \`<h6>\`.
          `,
        ),
        lesson(
          'Links, Images and Lists',
          20,
          md`
            # Links, Images and Lists

            \`\`\`html
            <a href="https://www.example.org">Visit the example site</a>
            <img src="cat.jpg" alt="A grey cat asleep on a keyboard">
            <ul>
              <li>HTML</li>
              <li>CSS</li>
              <li>JavaScript</li>
            </ul>
            \`\`\`

            The \`alt\` text is read aloud by screen readers: describe the picture, do not just say "image".
          `,
        ),
        activity(
          'Tag Match-up',
          15,
          10,
          md`
            # Tag Match-up

            Match each tag to its job: \`<ol>\`, \`<a>\`, \`<img>\`, \`<h2>\`, \`<table>\`, \`<em>\`.
            Then write a small page that uses at least four of them.
          `,
        ),
        lab(
          'Personal Profile Page',
          45,
          25,
          md`
            # Lab: Personal Profile Page

            Build a page about a hobby with:

            1. a heading and two paragraphs;
            2. an image with a good \`alt\` text;
            3. a list of three favourite things;
            4. a link to a site that teaches more about the hobby.

            Check your page in the validator: zero errors earns the last 5 points.
          `,
        ),
        quiz('HTML Quiz', 10, [
          'What is the difference between `<head>` and `<body>`?',
          'Why does every image need an `alt` attribute?',
          'Write the HTML for a link to `https://example.org`.',
        ]),
      ],
    },
    {
      name: 'Styling with CSS',
      description: 'Selectors, colours, the box model and layout.',
      level: 2,
      items: [
        lesson(
          'Selectors and Colours',
          20,
          md`
            # Selectors and Colours

            CSS says **how** things look. A rule is a selector plus declarations:

            \`\`\`css
            h1 { color: #1e3a8a; font-size: 2rem; }
            .note { background: #fef3c7; padding: 8px; }
            \`\`\`

            A colour like \`#1e3a8a\` is three bytes in hexadecimal (base 16): red \`1e\` = $1 \cdot 16 + 14 = 30$,
            green \`3a\` = 58, blue \`8a\` = 138.
          `,
        ),
        lesson(
          'The Box Model',
          20,
          md`
            # The Box Model

            Every element is a box: content, then padding, then border, then margin.

            $$\text{total width} = \text{width} + 2\cdot\text{padding} + 2\cdot\text{border} + 2\cdot\text{margin}$$

            A 200px wide box with 10px padding, a 2px border and 16px margin takes
            $200 + 20 + 4 + 32 = 256$ pixels. Setting \`box-sizing: border-box\` makes \`width\`
            include padding and border, which is usually easier.
          `,
        ),
        activity(
          'Restyle the Page',
          25,
          10,
          md`
            # Restyle the Page

            Take your profile page and add a stylesheet that:

            - sets a readable font and line height;
            - gives headings a colour with enough contrast (check it: at least 4.5 : 1);
            - puts a border and padding around your list.
          `,
        ),
        lab(
          'Responsive Card Layout',
          45,
          25,
          md`
            # Lab: Responsive Card Layout

            Make three "cards" side by side using flexbox; on a phone (narrower than 600px) they
            should stack.

            \`\`\`css
            .cards { display: flex; gap: 16px; }
            @media (max-width: 600px) { .cards { flex-direction: column; } }
            \`\`\`

            Test by resizing the window. Hand in a screenshot of both layouts.
          `,
        ),
        quiz('CSS Quiz', 12, [
          'Write a CSS rule that makes every paragraph dark grey.',
          'How wide is a 100px box with 5px padding and 1px border (content-box)?',
          'Convert the hex colour component `ff` to base 10.',
          'What does a media query do?',
        ]),
      ],
    },
    {
      name: 'JavaScript Basics',
      description: 'Variables, functions and conditions in the browser.',
      level: 3,
      items: [
        lesson(
          'Variables and Functions in JavaScript',
          25,
          md`
            # Variables and Functions in JavaScript

            \`\`\`javascript
            const name = 'Ada';
            let count = 0;
            count = count + 1;

            function greet(person) {
              return \`Hello, \${person}!\`;
            }
            console.log(greet(name)); // Hello, Ada!
            \`\`\`

            - \`const\` cannot be reassigned; \`let\` can.
            - Template strings (backticks) put values inside text with \`\${ }\`.
          `,
        ),
        lesson(
          'Conditions and Loops',
          20,
          md`
            # Conditions and Loops

            \`\`\`javascript
            for (let i = 1; i <= 15; i++) {
              if (i % 15 === 0) console.log('FizzBuzz');
              else if (i % 3 === 0) console.log('Fizz');
              else if (i % 5 === 0) console.log('Buzz');
              else console.log(i);
            }
            \`\`\`

            Why test 15 first? Because a number divisible by 15 is also divisible by 3 and by 5:
            $15 = 3 \times 5$.
          `,
        ),
        activity(
          'Console Challenges',
          25,
          10,
          md`
            # Console Challenges

            In the browser console, write functions that:

            1. return the larger of two numbers;
            2. return the number of vowels in a word;
            3. return \`true\` if a word is a palindrome ("level", "racecar").
          `,
        ),
        quiz('JavaScript Basics Quiz', 10, [
          'What is the difference between `let` and `const`?',
          'What does `7 % 3` give in JavaScript?',
          'Why does FizzBuzz check divisibility by 15 first?',
        ]),
      ],
    },
    {
      name: 'The DOM and Events',
      description: 'Changing the page from JavaScript and reacting to the user.',
      level: 4,
      items: [
        lesson(
          'Changing the Page',
          25,
          md`
            # Changing the Page

            The browser turns HTML into a tree of objects: the **DOM**. JavaScript can find and
            change any node.

            \`\`\`html
            <p id="counter">0</p>
            <button id="add">Add one</button>
            <script>
              const counter = document.querySelector('#counter');
              document.querySelector('#add').addEventListener('click', () => {
                counter.textContent = Number(counter.textContent) + 1;
              });
            </script>
            \`\`\`

            Use \`textContent\`, not \`innerHTML\`, for text typed by users: it cannot inject code.
          `,
        ),
        activity(
          'Colour Mixer',
          30,
          10,
          md`
            # Colour Mixer

            Add three range sliders (0–255) for red, green and blue. When any slider moves, set the
            page background to \`rgb(r, g, b)\`. How many colours can your mixer make? ($256^3$)
          `,
        ),
        lab(
          'Interactive Quiz Page',
          50,
          25,
          md`
            # Lab: Interactive Quiz Page

            Build a three-question quiz page:

            1. each question has buttons for the answers;
            2. clicking shows "Correct!" or "Try again" without reloading the page;
            3. a score at the bottom updates as the user answers.

            Points: structure 5, events 10, score 5, accessibility (labels, keyboard use) 5.
          `,
        ),
        quiz('DOM Quiz', 12, [
          'What does DOM stand for?',
          'Which method finds the first element matching a CSS selector?',
          'Why is `textContent` safer than `innerHTML` for user input?',
          'Name two events other than `click`.',
        ]),
      ],
    },
    {
      name: 'Project: A Site That Helps',
      description: 'Plan, build and present a small website for a real audience.',
      level: 5,
      items: [
        lesson(
          'Planning a Website',
          20,
          md`
            # Planning a Website

            Good sites start on paper:

            1. **Audience** – who will use it, on which device?
            2. **Goal** – what should a visitor be able to do in under a minute?
            3. **Pages** – sketch each page as boxes (a wireframe).
            4. **Tasks** – split the work into steps you can finish in one lesson.
          `,
        ),
        lab(
          'Build Your Site',
          90,
          50,
          md`
            # Lab: Build Your Site

            Build the site you planned: at least two pages, a shared stylesheet and one interactive
            feature in JavaScript.

            | criterion | points |
            |---|---|
            | HTML structure and validity | 10 |
            | CSS layout on phone and laptop | 10 |
            | JavaScript feature works | 15 |
            | accessibility (alt texts, contrast, keyboard) | 10 |
            | presentation | 5 |
          `,
        ),
        activity(
          'Peer Review',
          25,
          10,
          md`
            # Peer Review

            Visit two classmates' sites. For each: one thing that works well, one thing to improve,
            one question. Be specific and kind.
          `,
        ),
        quiz('Project Reflection', 10, [
          'Who is your site for, and what can they do on it?',
          'What was the hardest bug you fixed, and how?',
          'What would you add with one more week?',
        ]),
      ],
    },
  ],
};
