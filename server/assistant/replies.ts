import type { SmallTalk } from './query-terms';

/** The assistant's fixed lines. */
export const replies = {
  greeting:
    'Hello! Ask me about anything in your courses — a topic such as **binary numbers** or **loops**, or a lesson or unit by name — and I will point you to the lessons that cover it.',
  thanks: "You're welcome! Ask me anything else about the curriculum.",
  farewell: 'Goodbye! Come back any time you have a question about the curriculum.',
  notFound:
    "I couldn't find that in the curriculum. Try rephrasing with the words a lesson would use — a topic such as “binary numbers” or “loops”, or the name of a lesson or unit.",
  nothingToSearch:
    "I couldn't tell what to look for in that. Ask about a topic, a lesson or a unit — for example “How do loops work in Python?”",
  intro: 'Here is what the curriculum says:',
} as const;

export const smallTalkReply = (kind: SmallTalk) => replies[kind];
