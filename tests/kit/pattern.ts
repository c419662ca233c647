/** Bytes `at`…`at + length` of a repeating pattern, so both ends of a stream can make and check the same bytes. */
export function patternChunk(at: number, length: number): Uint8Array {
  const chunk = new Uint8Array(length);
  for (let i = 0; i < length; i++) chunk[i] = (at + i) % 251;
  return chunk;
}
