import type { ConcreteRequest } from 'relay-runtime';

/**
 * A `graphql` tag for modules that must not load Relay (the login chunk): the Relay compiler
 * validates the text and babel-plugin-relay replaces each tagged template with an import of its
 * generated artifact, whatever module the tag comes from. Only this (erased) type import names Relay.
 */
export function graphql(_strings: TemplateStringsArray): ConcreteRequest {
  throw new Error('graphql: szablon nie został skompilowany (brak babel-plugin-relay).');
}
