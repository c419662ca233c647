/**
 * English words the messages of graphql-js, Yoga, zod and Hono are made of, lower-case or capitalised. The test
 * looks for them outside the names and values a message quotes („…” and "…"). Every message a user or integrator
 * can meet is Polish.
 */
const ENGLISH_WORDS =
  'cannot can unknown expected must variable found syntax error type field value operation provided provide defined invalid unexpected only required named did mean query document request body param not the of on too received supported batching perform';
const ENGLISH = new RegExp(`\\b(?:${ENGLISH_WORDS.split(' ').flatMap((word) => [word, word[0]!.toUpperCase() + word.slice(1)]).join('|')})\\b`);

/** The first English word of `message` outside its quotes, or undefined when there is none. */
export const englishIn = (message: string): string | undefined =>
  ENGLISH.exec(message.replace(/„[^”]*”/g, '').replace(/"(?:[^"\\]|\\.)*"/g, ''))?.[0];
