import { Lexer, Source, TokenKind } from 'graphql';

/** The lexical tokens of a text, as the token limit counts them. */
export function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

/** The most brackets (`{`, `[`, `(`) open at once in a text, as the nesting limit counts them. */
export function nestingOf(text: string): number {
  const lexer = new Lexer(new Source(text));
  let nesting = 0;
  let most = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    if (token.kind === TokenKind.BRACE_L || token.kind === TokenKind.BRACKET_L || token.kind === TokenKind.PAREN_L) most = Math.max(most, ++nesting);
    if (token.kind === TokenKind.BRACE_R || token.kind === TokenKind.BRACKET_R || token.kind === TokenKind.PAREN_R) nesting--;
  }
  return most;
}
