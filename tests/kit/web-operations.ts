import { readFileSync } from 'node:fs';

/**
 * The text of one of the web's GraphQL operations, from its Relay artifact, so a call-count test costs
 * exactly what the screen sends (its fragments included), not a hand-written look-alike.
 */
export function webOperation(name: string): string {
  const artifact = readFileSync(new URL(`../../web/src/__generated__/${name}.graphql.ts`, import.meta.url), 'utf8');
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1];
  if (!text) throw new Error(`no operation text in the Relay artifact ${name}`);
  return JSON.parse(text) as string;
}
