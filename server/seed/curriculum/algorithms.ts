import { activity, type CourseSpec, lab, lesson, md, quiz } from './kinds';

export const algorithms: CourseSpec = {
  key: 'algorithms',
  name: 'Data and Algorithms',
  description: 'Searching, sorting, measuring how fast programs grow, and making sense of data.',
  gradeBand: '8',
  units: [
    {
      name: 'Searching',
      description: 'Linear search, binary search and counting steps.',
      level: 1,
      items: [
        lesson(
          'Linear Search',
          20,
          md`
            # Linear Search

            To find a value in an unsorted list, look at every item in turn:

            \`\`\`python
            def linear_search(items, target):
                for i, item in enumerate(items):
                    if item == target:
                        return i
                return -1
            \`\`\`

            In the worst case it looks at all $n$ items. We say it takes **linear time**, $O(n)$:
            double the list, double the work.
          `,
        ),
        lesson(
          'Binary Search',
          25,
          md`
            # Binary Search

            In a **sorted** list we can do much better: look at the middle item and throw away the
            half that cannot hold the target.

            \`\`\`python
            def binary_search(items, target):
                low, high = 0, len(items) - 1
                while low <= high:
                    mid = (low + high) // 2
                    if items[mid] == target:
                        return mid
                    if items[mid] < target:
                        low = mid + 1
                    else:
                        high = mid - 1
                return -1
            \`\`\`

            Each step halves the range, so after $k$ steps $\frac{n}{2^k}$ items remain. It stops
            when that reaches 1, after $k = \log_2 n$ steps: **logarithmic time**, $O(\log n)$.

            | $n$ | linear (worst) | binary (worst) |
            |---|---|---|
            | 1,000 | 1,000 | 10 |
            | 1,000,000 | 1,000,000 | 20 |
          `,
        ),
        activity(
          'Phone Book Race',
          20,
          10,
          md`
            # Phone Book Race

            Two teams search a sorted list of 64 names printed on cards. Team A may only turn cards
            from the start; team B may open any card. Record the number of cards each team turns
            for five names. Compare with $\log_2 64 = 6$.
          `,
        ),
        lab(
          'Timing Searches',
          40,
          20,
          md`
            # Lab: Timing Searches

            1. Build sorted lists of 1,000, 10,000 and 100,000 numbers.
            2. Count the comparisons each search makes for a missing value.
            3. Plot comparisons against $n$ for both searches. Which curve is a straight line?
          `,
        ),
        quiz('Searching Quiz', 12, [
          'Why does binary search need a sorted list?',
          'How many steps does binary search need at most for 4,096 items?',
          'Explain $O(n)$ in one sentence.',
        ]),
      ],
    },
    {
      name: 'Sorting',
      description: 'Selection sort, merge sort and why $n \\log n$ beats $n^2$.',
      level: 2,
      items: [
        lesson(
          'Selection Sort',
          25,
          md`
            # Selection Sort

            Find the smallest item, swap it to the front, repeat with the rest.

            \`\`\`javascript
            function selectionSort(a) {
              for (let i = 0; i < a.length - 1; i++) {
                let min = i;
                for (let j = i + 1; j < a.length; j++) if (a[j] < a[min]) min = j;
                [a[i], a[min]] = [a[min], a[i]];
              }
              return a;
            }
            \`\`\`

            It makes $(n-1) + (n-2) + \dots + 1$ comparisons:

            $$\sum_{k=1}^{n-1} k = \frac{n(n-1)}{2} \in O(n^2)$$
          `,
        ),
        lesson(
          'Merge Sort',
          30,
          md`
            # Merge Sort

            **Divide and conquer:** split the list in half, sort each half, then merge the two
            sorted halves by repeatedly taking the smaller front item.

            \`\`\`python
            def merge_sort(items):
                if len(items) <= 1:
                    return items
                mid = len(items) // 2
                left, right = merge_sort(items[:mid]), merge_sort(items[mid:])
                merged = []
                while left and right:
                    merged.append(left.pop(0) if left[0] <= right[0] else right.pop(0))
                return merged + left + right
            \`\`\`

            The work satisfies $T(n) = 2\,T(n/2) + n$. There are $\log_2 n$ levels of splitting and
            each level does about $n$ work, so

            $$T(n) \in O(n \log n)$$

            For a million items: $n^2 = 10^{12}$, but $n \log_2 n \approx 2 \times 10^7$.
          `,
        ),
        activity(
          'Human Sorting Network',
          25,
          10,
          md`
            # Human Sorting Network

            Eight students hold number cards and follow the chalk sorting network on the floor:
            at every circle, the two who meet compare and the smaller goes left. Does the network
            always sort? Try three different starting orders.
          `,
        ),
        lab(
          'Sorting Showdown',
          45,
          25,
          md`
            # Lab: Sorting Showdown

            Add a comparison counter to both sorts and fill in the table.

            | $n$ | selection sort | merge sort | $\frac{n(n-1)}{2}$ | $n \log_2 n$ |
            |---|---|---|---|---|
            | 100 | | | 4,950 | 664 |
            | 1,000 | | | 499,500 | 9,966 |
            | 10,000 | | | | |

            Explain in two sentences why the gap grows with $n$.
          `,
        ),
        quiz('Sorting Quiz', 15, [
          'How many comparisons does selection sort make on 10 items?',
          'What are the three steps of merge sort?',
          'Which grows faster, $n^2$ or $n \\log n$? Show it for $n = 1024$.',
          'Is selection sort faster on an already sorted list? Why or why not?',
        ]),
      ],
    },
    {
      name: 'Working with Data',
      description: 'Tables, averages, spread and honest charts.',
      level: 3,
      items: [
        lesson(
          'Averages and Spread',
          25,
          md`
            # Averages and Spread

            For data $x_1, \dots, x_n$:

            - the **mean** is $\bar{x} = \frac{1}{n}\sum_{i=1}^{n} x_i$;
            - the **median** is the middle value once sorted;
            - the **range** is $\max - \min$.

            | student | minutes of reading |
            |---|---|
            | A | 20 |
            | B | 25 |
            | C | 30 |
            | D | 35 |
            | E | 140 |

            Mean: $\frac{250}{5} = 50$; median: 30. One unusual value (an **outlier**) pulls the
            mean far away from most of the data – the median resists it.
          `,
        ),
        activity(
          'Misleading Charts',
          20,
          10,
          md`
            # Misleading Charts

            Look at the four charts in the handout. For each, find the trick (a cut-off axis,
            a 3-D pie, cherry-picked dates, an area that grows with the square) and sketch an honest version.
          `,
        ),
        lab(
          'Weather Data Investigation',
          50,
          25,
          md`
            # Lab: Weather Data Investigation

            Load a year of daily temperatures from the CSV file:

            \`\`\`python
            import csv
            with open("weather.csv") as f:
                rows = list(csv.DictReader(f))
            temps = [float(r["temp_c"]) for r in rows]
            \`\`\`

            1. Compute the mean and median temperature of each month.
            2. Find the warmest week (seven days in a row with the highest mean).
            3. Draw a line chart and write three sentences about what it shows.
          `,
        ),
        quiz('Data Quiz', 10, [
          'Find the mean and median of 3, 7, 7, 9, 24.',
          'Which average is better for house prices in a town with one mansion? Why?',
          'Name one way a chart can mislead.',
        ]),
      ],
    },
    {
      name: 'Graphs and Networks',
      description: 'Nodes, edges, shortest paths and breadth-first search.',
      level: 4,
      items: [
        lesson(
          'Graphs Everywhere',
          20,
          md`
            # Graphs Everywhere

            A **graph** is a set of **nodes** joined by **edges**: friends on a social network,
            stations on a metro map, web pages and their links.

            A graph with $n$ nodes can have at most $\frac{n(n-1)}{2}$ edges (every pair joined).

            \`\`\`python
            metro = {
                "Central": ["Park", "Harbor"],
                "Park": ["Central", "Museum"],
                "Harbor": ["Central", "Museum"],
                "Museum": ["Park", "Harbor", "Airport"],
                "Airport": ["Museum"],
            }
            \`\`\`
          `,
        ),
        lesson(
          'Breadth-First Search',
          25,
          md`
            # Breadth-First Search

            BFS explores a graph in rings: first the neighbours of the start, then *their*
            neighbours, and so on. The first time it reaches a node, it has found a shortest path (fewest edges).

            \`\`\`python
            from collections import deque

            def shortest_hops(graph, start, goal):
                seen = {start: 0}
                queue = deque([start])
                while queue:
                    node = queue.popleft()
                    for nxt in graph[node]:
                        if nxt not in seen:
                            seen[nxt] = seen[node] + 1
                            queue.append(nxt)
                return seen.get(goal)
            \`\`\`

            BFS visits every node and edge once: $O(V + E)$.
          `,
        ),
        activity(
          'Map Your School',
          25,
          10,
          md`
            # Map Your School

            Draw your school as a graph: rooms are nodes, doors and corridors are edges. Use BFS
            by hand to find the fewest corridors from the library to the gym.
          `,
        ),
        lab(
          'Six Degrees',
          45,
          25,
          md`
            # Lab: Six Degrees

            Using the class friendship graph (from the anonymous survey), write a program that:

            1. finds the number of hops between any two students with BFS;
            2. finds the largest number of hops between any pair (the graph's **diameter**);
            3. reports whether everyone is connected.
          `,
        ),
        quiz('Graphs Quiz', 12, [
          'How many edges can a graph with 6 nodes have at most?',
          'Why does BFS find the path with the fewest edges?',
          'Give two real-world examples of graphs.',
        ]),
      ],
    },
  ],
};
