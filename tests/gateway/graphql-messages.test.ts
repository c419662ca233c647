import { parse, specifiedRules, validate } from 'graphql';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '@meble/domain/logger';
import { messages } from '@meble/domain/messages';
import type { User } from '@meble/domain/user';
import { createGateway, type Gateway } from '@meble/gateway/gateway';
import { schema } from '@meble/gateway/schema/index';
import { englishIn } from '../kit/english.ts';

interface AnsweredError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions?: { code?: string };
}

interface Case {
  document: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  /** Every message answered, in order, word for word. */
  messages: string[];
  code: string;
}

const ADMIN: User = {
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Integrator',
  email: 'integrator@example.pl',
  city: 'Kraków',
  isAdmin: true,
  isSalon: false,
  isDeleted: false,
  salonName: null,
  salonPhone: null,
  salonAddress: null,
};

const VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';
const PARSE_FAILED = 'GRAPHQL_PARSE_FAILED';

const createCollection = (extra: string) =>
  `mutation { createCollection(input: { name: "Sofa", description: "", categorySlug: "sofy", discountPercent: 0, thumbUrl: "", isActive: true${extra} }) { __typename } }`;
const collectionInput = { name: 'Sofa', description: '', categorySlug: 'sofy', discountPercent: 0, thumbUrl: '', isActive: true };
const CREATE_COLLECTION = 'mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { __typename } }';
const SEARCH_FIRST = 'query ($n: Int) { search(text: "ab", first: $n) { __typename } }';
const ORDER = 'query ($o: ClientConfigurationOrder) { clientConfigurations(orderBy: $o) { totalCount } }';

const invalid = (document: string, ...answered: string[]): Case => ({ document, messages: answered, code: VALIDATION_FAILED });

/**
 * graphql-js's specifiedRules, each with documents a signed-in integrator might send that break it, and the Polish
 * the gateway answers.
 */
const BY_RULE: Record<string, Case[]> = {
  ExecutableDefinitionsRule: [
    invalid('{ viewer { id } } type Extra { id: ID }', 'Definicja „Extra” nie jest wykonywalna: dokument zapytania może zawierać tylko operacje i fragmenty.'),
  ],
  // Named, so that Yoga knows which operation to run and the document reaches validation.
  UniqueOperationNamesRule: [
    { ...invalid('query A { viewer { id } } query A { viewer { name } }', 'Operacja o nazwie „A” może być tylko jedna.'), operationName: 'A' },
  ],
  LoneAnonymousOperationRule: [
    { ...invalid('{ viewer { id } } query B { viewer { id } }', 'Operacja bez nazwy musi być jedyną operacją w dokumencie.'), operationName: 'B' },
  ],
  KnownTypeNamesRule: [invalid('{ viewer { ... on Nope { id } } }', 'Nieznany typ „Nope”.')],
  FragmentsOnCompositeTypesRule: [
    invalid('{ viewer { ... on Boolean { __typename } } }', 'Fragment nie może dotyczyć typu „Boolean”: to nie jest obiekt, interfejs ani unia.'),
    invalid('{ viewer { ...F } } fragment F on String { __typename }', 'Fragment „F” nie może dotyczyć typu „String”: to nie jest obiekt, interfejs ani unia.'),
  ],
  VariablesAreInputTypesRule: [
    invalid(
      'query ($u: User) { viewer { id } }',
      'Zmienna „$u” nie może mieć typu „User”: to nie jest typ wejściowy.',
      'Zmienna „$u” nie jest nigdzie używana.',
    ),
  ],
  ScalarLeafsRule: [
    invalid('{ viewer }', 'Pole „viewer” typu „User” wymaga wybrania podpól, np. viewer { … }.'),
    invalid('{ viewer { id { value } } }', 'Pole „id” nie może mieć podpól: typ „ID!” ich nie ma.'),
  ],
  FieldsOnCorrectTypeRule: [invalid('{ viewer { nope } }', 'Typ „User” nie ma pola „nope”.')],
  UniqueFragmentNamesRule: [invalid('{ viewer { ...F } } fragment F on User { id } fragment F on User { name }', 'Fragment o nazwie „F” może być tylko jeden.')],
  KnownFragmentNamesRule: [invalid('{ viewer { ...Nope } }', 'Nieznany fragment „Nope”.')],
  NoUnusedFragmentsRule: [invalid('{ viewer { id } } fragment F on User { id }', 'Fragment „F” nie jest nigdzie użyty.')],
  PossibleFragmentSpreadsRule: [
    invalid('{ viewer { ... on Collection { id } } }', 'Fragmentu nie można tu użyć: obiekt typu „User” nigdy nie jest typu „Collection”.'),
    invalid('{ viewer { ...F } } fragment F on Collection { id }', 'Fragmentu „F” nie można tu użyć: obiekt typu „User” nigdy nie jest typu „Collection”.'),
  ],
  NoFragmentCyclesRule: [
    invalid('{ viewer { ...A } } fragment A on User { ...B } fragment B on User { ...A }', 'Fragment „A” nie może zawierać samego siebie (przez „B”).'),
    invalid('{ viewer { ...A } } fragment A on User { id ...A }', 'Fragment „A” nie może zawierać samego siebie.'),
  ],
  UniqueVariableNamesRule: [invalid('query ($a: Int, $a: Int) { search(text: "ab", first: $a) { __typename } }', 'Zmienna „$a” może być zadeklarowana tylko raz.')],
  NoUndefinedVariablesRule: [
    invalid('query Q { search(text: $t) { __typename } }', 'Zmienna „$t” nie jest zadeklarowana w operacji „Q”.'),
    invalid('{ search(text: $t) { __typename } }', 'Zmienna „$t” nie jest zadeklarowana w operacji.'),
  ],
  NoUnusedVariablesRule: [
    invalid('query Q($t: String) { viewer { id } }', 'Zmienna „$t” nie jest używana w operacji „Q”.'),
    invalid('query ($t: String) { viewer { id } }', 'Zmienna „$t” nie jest nigdzie używana.'),
  ],
  KnownDirectivesRule: [
    invalid('{ viewer @nope { id } }', 'Nieznana dyrektywa „@nope”.'),
    invalid('query @skip(if: true) { viewer { id } }', 'Dyrektywy „@skip” nie można użyć w tym miejscu (QUERY).'),
  ],
  UniqueDirectivesPerLocationRule: [
    invalid('{ viewer @include(if: true) @include(if: false) { id } }', 'Dyrektywa „@include” może wystąpić w tym miejscu tylko raz.'),
  ],
  KnownArgumentNamesRule: [
    invalid('{ viewer(id: 1) { id } }', 'Pole „Query.viewer” nie ma argumentu „id”.'),
    invalid('{ viewer @include(if: true, unless: false) { id } }', 'Dyrektywa „@include” nie ma argumentu „unless”.'),
  ],
  UniqueArgumentNamesRule: [invalid('{ collection(slug: "a", slug: "b") { id } }', 'Argument „slug” może wystąpić tylko raz.')],
  ValuesOfCorrectTypeRule: [
    invalid('{ search(text: "ab", first: "dużo") { __typename } }', 'Typ „Int” przyjmuje tylko liczby całkowite, podano "dużo".'),
    invalid(
      '{ search(text: "ab", first: 3000000000) { __typename } }',
      'Typ „Int” przyjmuje liczby całkowite od -2147483648 do 2147483647, podano 3000000000.',
    ),
    invalid('{ collection(slug: 5) { id } }', 'Typ „String” przyjmuje tylko napisy, podano 5.'),
    invalid('{ collection(slug: null) { id } }', 'Oczekiwano wartości typu „String!”, napotkano null.'),
    invalid('{ users(salonsOnly: "tak") { totalCount } }', 'Typ „Boolean” przyjmuje tylko true albo false, podano "tak".'),
    invalid('{ node(id: 1.5) { id } }', 'Typ „ID” przyjmuje tylko napisy i liczby całkowite, podano 1.5.'),
    invalid(
      '{ clientConfigurations(orderBy: "NEWEST_FIRST") { totalCount } }',
      'Typ wyliczeniowy „ClientConfigurationOrder” przyjmuje tylko swoje wartości, pisane bez cudzysłowu; podano "NEWEST_FIRST".',
    ),
    invalid('{ clientConfigurations(orderBy: NAJNOWSZE) { totalCount } }', 'Typ wyliczeniowy „ClientConfigurationOrder” nie ma wartości „NAJNOWSZE”.'),
    invalid(
      'mutation { createCollection(input: { name: "Sofa", description: "", categorySlug: "sofy", thumbUrl: "" }) { __typename } }',
      'Brak wymaganego pola „CreateCollectionInput.discountPercent” typu „Int!”.',
      'Brak wymaganego pola „CreateCollectionInput.isActive” typu „Boolean!”.',
    ),
    invalid(createCollection(', kolor: "czerwony"'), 'Typ wejściowy „CreateCollectionInput” nie ma pola „kolor”.'),
    invalid('mutation { createCollection(input: "Sofa") { __typename } }', 'Oczekiwano wartości typu „CreateCollectionInput!”, napotkano "Sofa".'),
  ],
  ProvidedRequiredArgumentsRule: [
    invalid('{ collection { id } }', 'Pole „collection” wymaga argumentu „slug” typu „String!”.'),
    invalid('{ viewer @include { id } }', 'Dyrektywa „@include” wymaga argumentu „if” typu „Boolean!”.'),
  ],
  VariablesInAllowedPositionRule: [
    invalid('query ($s: String) { collection(slug: $s) { id } }', 'Zmienna „$s” typu „String” stoi w miejscu, które wymaga typu „String!”.'),
  ],
  OverlappingFieldsCanBeMergedRule: [
    invalid('{ viewer { id: name id } }', 'Pola „id” kolidują ze sobą: „name” i „id” to różne pola. Aby pobrać oba, nadaj im różne aliasy.'),
    invalid(
      '{ collection(slug: "a") { id } collection(slug: "b") { id } }',
      'Pola „collection” kolidują ze sobą: mają różne argumenty. Aby pobrać oba, nadaj im różne aliasy.',
    ),
    invalid(
      '{ viewer { id } viewer { id: name } }',
      'Pola „viewer” kolidują ze sobą: podpola „id” kolidują, bo „id” i „name” to różne pola. Aby pobrać oba, nadaj im różne aliasy.',
    ),
  ],
  UniqueInputFieldNamesRule: [invalid(createCollection(', name: "Fotel"'), 'Pole „name” może wystąpić w obiekcie tylko raz.')],
  MaxIntrospectionDepthRule: [
    invalid(
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
      'Zapytanie o schemat (introspekcja) jest zbyt głęboko zagnieżdżone.',
    ),
  ],
};

/** Rules of specifiedRules no document can break against this schema, and why. */
const UNTRIGGERABLE: Record<string, string> = {
  // The graph has no Subscription type: the rule never looks further (a subscription is answered below).
  SingleFieldSubscriptionsRule: 'no Subscription type',
};

const PARSE: [string, Case][] = [
  ['the document ends early', { document: '{ viewer { id }', messages: ['Błąd składni: oczekiwano nazwy, napotkano koniec dokumentu.'], code: PARSE_FAILED }],
  ['a brace too many', { document: '{ viewer { id } } }', messages: ['Błąd składni: nieoczekiwany znak „}”.'], code: PARSE_FAILED }],
  ['an argument without a value', { document: '{ viewer(id: ) { id } }', messages: ['Błąd składni: nieoczekiwany znak „)”.'], code: PARSE_FAILED }],
  ['a word after the operation', { document: '{ viewer { id } } reszta', messages: ['Błąd składni: nieoczekiwana nazwa „reszta”.'], code: PARSE_FAILED }],
  ['a block string after the operation', { document: '{ viewer { id } } """blok"""', messages: ['Błąd składni: nieoczekiwany koniec dokumentu.'], code: PARSE_FAILED }],
  ['"on" missing in a fragment', { document: '{ viewer { ...F } } fragment F User { id }', messages: ['Błąd składni: oczekiwano „on”, napotkano nazwę „User”.'], code: PARSE_FAILED }],
  ['a character GraphQL does not use', { document: '{ viewer { id ^ } }', messages: ['Błąd składni: nieoczekiwany znak: „^”.'], code: PARSE_FAILED }],
  ['NUL outside a string', { document: '{ viewer { id } }\u0000', messages: ['Błąd składni: nieoczekiwany znak: U+0000.'], code: PARSE_FAILED }],
  ['a lone surrogate outside a string', { document: '{ viewer { id } }\ud800', messages: ['Błąd składni: niedozwolony znak: U+D800.'], code: PARSE_FAILED }],
  ['a string not closed', { document: '{ collection(slug: "abc) { id } }', messages: ['Błąd składni: niezakończony napis: brak cudzysłowu zamykającego.'], code: PARSE_FAILED }],
  [
    'a lone surrogate in a string',
    { document: '{ collection(slug: "a\ud800") { id } }', messages: ['Błąd składni: niedozwolony znak w napisie: U+D800.'], code: PARSE_FAILED },
  ],
  [
    'a string in single quotes',
    { document: "{ collection(slug: 'abc') { id } }", messages: ['Błąd składni: nieoczekiwany apostrof (\'): napisy ujmuje się w cudzysłów (").'], code: PARSE_FAILED },
  ],
  [
    'a Unicode escape that is not one',
    { document: '{ collection(slug: "\\u00ZZ") { id } }', messages: ['Błąd składni: niepoprawny zapis znaku Unicode: „\\u00ZZ”.'], code: PARSE_FAILED },
  ],
  [
    'an escape that is not one',
    { document: '{ collection(slug: "\\q") { id } }', messages: ['Błąd składni: niepoprawna sekwencja ucieczki: „\\q”.'], code: PARSE_FAILED },
  ],
  [
    'a number with a leading zero',
    {
      document: '{ search(text: "ab", first: 01) { __typename } }',
      messages: ['Błąd składni: niepoprawna liczba: po zerze na początku nie może stać cyfra „1”.'],
      code: PARSE_FAILED,
    },
  ],
  [
    'a number with a letter in it',
    { document: '{ search(text: "ab", first: 1.x) { __typename } }', messages: ['Błąd składni: niepoprawna liczba: oczekiwano cyfry, napotkano „x”.'], code: PARSE_FAILED },
  ],
  [
    'a variable as a default value',
    {
      document: 'query ($a: Int = $b) { search(text: "ab", first: $a) { __typename } }',
      messages: ['Błąd składni: zmienna „$b” stoi w miejscu, w którym wolno podać tylko stałą wartość.'],
      code: PARSE_FAILED,
    },
  ],
  [
    'a description on a shorthand query',
    { document: '"opis" { viewer { id } }', messages: ['Błąd składni: nieoczekiwany opis: zapytanie w skróconej postaci ({ … }) nie może mieć opisu.'], code: PARSE_FAILED },
  ],
  [
    'an enum value named true',
    { document: 'enum E { true }', messages: ['Błąd składni: nazwa „true” jest zastrzeżona i nie może być wartością typu wyliczeniowego.'], code: PARSE_FAILED },
  ],
];

const badVariable = (document: string, variables: Record<string, unknown>, ...answered: string[]): Case => ({
  document,
  variables,
  messages: answered,
  code: 'BAD_USER_INPUT',
});

const VARIABLES: [string, Case][] = [
  ['String', badVariable('query ($s: String!) { collection(slug: $s) { id } }', { s: 1 }, 'Zmienna „$s” ma niepoprawną wartość 1: typ „String” przyjmuje tylko napisy, podano 1.')],
  [
    'Int: a string',
    badVariable(SEARCH_FIRST, { n: 'dużo' }, 'Zmienna „$n” ma niepoprawną wartość "dużo": typ „Int” przyjmuje tylko liczby całkowite, podano "dużo".'),
  ],
  [
    'Int: a string holding "; "',
    badVariable(SEARCH_FIRST, { n: 'a; b' }, 'Zmienna „$n” ma niepoprawną wartość "a; b": typ „Int” przyjmuje tylko liczby całkowite, podano "a; b".'),
  ],
  ['Int: a fraction', badVariable(SEARCH_FIRST, { n: 1.5 }, 'Zmienna „$n” ma niepoprawną wartość 1.5: typ „Int” przyjmuje tylko liczby całkowite, podano 1.5.')],
  [
    'Int: over 32 bits',
    badVariable(
      SEARCH_FIRST,
      { n: 2 ** 31 },
      'Zmienna „$n” ma niepoprawną wartość 2147483648: typ „Int” przyjmuje liczby całkowite od -2147483648 do 2147483647, podano 2147483648.',
    ),
  ],
  [
    'Int: a list',
    badVariable(SEARCH_FIRST, { n: [1, 2] }, 'Zmienna „$n” ma niepoprawną wartość [1, 2]: typ „Int” przyjmuje tylko liczby całkowite, podano [1, 2].'),
  ],
  [
    'Boolean',
    badVariable(
      'query ($b: Boolean) { users(salonsOnly: $b) { totalCount } }',
      { b: 'tak' },
      'Zmienna „$b” ma niepoprawną wartość "tak": typ „Boolean” przyjmuje tylko true albo false, podano "tak".',
    ),
  ],
  [
    'ID: a boolean',
    badVariable(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: true },
      'Zmienna „$id” ma niepoprawną wartość true: typ „ID” przyjmuje tylko napisy i liczby całkowite, podano true.',
    ),
  ],
  [
    'ID: a fraction',
    badVariable(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: 1.5 },
      'Zmienna „$id” ma niepoprawną wartość 1.5: typ „ID” przyjmuje tylko napisy i liczby całkowite, podano 1.5.',
    ),
  ],
  [
    'enum: a value it does not have (its suggestion left out)',
    badVariable(
      ORDER,
      { o: 'NEWEST_FIRS' },
      'Zmienna „$o” ma niepoprawną wartość "NEWEST_FIRS": typ wyliczeniowy „ClientConfigurationOrder” nie ma wartości „NEWEST_FIRS”.',
    ),
  ],
  [
    'enum: a number',
    badVariable(
      ORDER,
      { o: 1 },
      'Zmienna „$o” ma niepoprawną wartość 1: wartość typu wyliczeniowego „ClientConfigurationOrder” podaje się jako napis, podano 1.',
    ),
  ],
  [
    'input object: a required field missing',
    badVariable(
      CREATE_COLLECTION,
      { input: { ...collectionInput, name: undefined } },
      'Zmienna „$input” ma niepoprawną wartość { description: "", categorySlug: "sofy", discountPercent: 0, thumbUrl: "", isActive: true }: brak wymaganego pola „name” typu „String!”.',
    ),
  ],
  [
    'input object: a field it does not have',
    badVariable(
      CREATE_COLLECTION,
      { input: { ...collectionInput, kolor: 'czerwony' } },
      'Zmienna „$input” ma niepoprawną wartość { name: "Sofa", description: "", categorySlug: "sofy", discountPercent: 0, thumbUrl: "", isActive: true, kolor: "czerwony" }: typ „CreateCollectionInput” nie ma pola „kolor”.',
    ),
  ],
  [
    'input object: not an object',
    badVariable(CREATE_COLLECTION, { input: 'Sofa' }, 'Zmienna „$input” ma niepoprawną wartość "Sofa": oczekiwano obiektu typu „CreateCollectionInput”.'),
  ],
  [
    'input object: a required field null',
    badVariable(
      CREATE_COLLECTION,
      { input: { ...collectionInput, name: null } },
      'Zmienna „$input” ma niepoprawną wartość null w „$input.name”: wartość typu „String!” nie może być null.',
    ),
  ],
  [
    'input object in a list: a required field missing',
    badVariable(
      'mutation ($e: [ElementDiscountInput!]!) { updateDiscounts(collectionDiscountPercent: "0", collectionId: "x", elements: $e) { __typename } }',
      { e: [{ elementId: 'x' }] },
      'Zmienna „$e” ma niepoprawną wartość { elementId: "x" } w „$e[0]”: brak wymaganego pola „discountPercent” typu „String!”.',
    ),
  ],
  ['a required variable not sent', badVariable('query ($s: String!) { collection(slug: $s) { id } }', {}, 'Brak wartości wymaganej zmiennej „$s” typu „String!”.')],
  ['a required variable null', badVariable('query ($s: String!) { collection(slug: $s) { id } }', { s: null }, 'Zmienna „$s” typu „String!” nie może być null.')],
];

describe("graphql-js's and Yoga's messages answered in Polish, with their codes", () => {
  let gateway: Gateway;
  /** Every upstream call: a signed-in caller's document costs one /users/me and, refused, nothing else. */
  const calls: string[] = [];

  beforeAll(() => {
    // No database: the upstream only says who the token belongs to (no document here gets further).
    gateway = createGateway({
      upstream: (request) => {
        const { pathname } = new URL(request.url);
        calls.push(pathname);
        return Promise.resolve(pathname === '/api/users/me' ? Response.json(ADMIN) : new Response(null, { status: 500 }));
      },
      log: silentLogger,
    });
  });
  beforeEach(() => {
    calls.length = 0;
  });

  async function send(body: string, method = 'POST', url = 'http://gateway.test/graphql'): Promise<{ status: number; errors: AnsweredError[] }> {
    const response = await gateway.fetch(url, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: 'Bearer token-of-an-integrator' },
      body: method === 'GET' ? undefined : body,
    });
    const answer = (await response.json()) as { errors?: AnsweredError[] };
    return { status: response.status, errors: answer.errors ?? [] };
  }

  async function expectAnswered(one: Case): Promise<AnsweredError[]> {
    const { errors } = await send(JSON.stringify({ query: one.document, variables: one.variables ?? {}, operationName: one.operationName }));
    expect(errors.map((error) => error.message)).toEqual(one.messages);
    expect(errors.map((error) => error.extensions?.code)).toEqual(one.messages.map(() => one.code));
    for (const { message } of errors) expect(englishIn(message), message).toBeUndefined();
    expect(calls).toEqual(['/api/users/me']);
    return errors;
  }

  it("finds graphql-js's English where it is, outside what a message quotes", () => {
    expect(englishIn('Cannot query field "nope" on type "User".')).toBe('Cannot');
    expect(englishIn('Variable "$s" got invalid value 1; String cannot represent a non string value: 1')).toBe('Variable');
    expect(englishIn('Typ „User” nie ma pola „nope”.')).toBeUndefined();
  });

  describe('validation: every rule of graphql-js a caller can break', () => {
    it('has documents here for every rule of specifiedRules that this schema lets a document break, and each breaks its rule', () => {
      const names = specifiedRules.map((rule) => rule.name);
      expect(Object.keys(BY_RULE).sort()).toEqual(names.filter((name) => !(name in UNTRIGGERABLE)).sort());
      for (const rule of specifiedRules) {
        for (const one of BY_RULE[rule.name] ?? []) expect(validate(schema, parse(one.document), [rule]), one.document).not.toEqual([]);
      }
    });

    // Titled by rule and case number: a title holding the document runs to 200 characters.
    it.each(Object.entries(BY_RULE).flatMap(([rule, cases]) => cases.map((one) => [rule, one] as const)))('%s, case %#', async (_rule, one) => {
      await expectAnswered(one);
    });

    it('keeps the locations graphql-js gave', async () => {
      const [error] = await expectAnswered(invalid('{ viewer { nope } }', 'Typ „User” nie ma pola „nope”.'));
      expect(error?.locations).toEqual([{ line: 1, column: 12 }]);
    });

    it('a document with over 100 errors: each in Polish, then where validation stopped', async () => {
      const fields = Array.from({ length: 101 }, (_, i) => `pole${i}`);
      const { errors } = await send(JSON.stringify({ query: `{ ${fields.join(' ')} }` }));
      expect(errors).toHaveLength(101);
      expect(errors[0]?.message).toBe('Typ „Query” nie ma pola „pole0”.');
      expect(errors[100]?.message).toBe('Zapytanie ma zbyt wiele błędów: sprawdzanie przerwano.');
      for (const error of errors) {
        expect(englishIn(error.message), error.message).toBeUndefined();
        expect(error.extensions?.code).toBe(VALIDATION_FAILED);
      }
    });
  });

  describe('syntax errors', () => {
    it.each(PARSE)('%s', async (_what, one) => {
      await expectAnswered(one);
    });

    it('keeps the location of the error', async () => {
      const [error] = await expectAnswered(PARSE[0]![1]);
      expect(error?.locations).toEqual([{ line: 1, column: 16 }]);
    });
  });

  describe("variables' values", () => {
    it.each(VARIABLES)('%s', async (_what, one) => {
      await expectAnswered(one);
    });

    it("an argument's variable sent as null where its default stood for a required argument: the field's error, at its path", async () => {
      const { errors } = await send(JSON.stringify({ query: 'query ($s: String = "sofa") { collection(slug: $s) { id } }', variables: { s: null } }));
      expect(errors).toEqual([
        { message: 'Argument „slug” typu „String!” nie może być null.', locations: [{ line: 1, column: 48 }], path: ['collection'], extensions: { code: 'BAD_USER_INPUT' } },
      ]);
      expect(calls).toEqual(['/api/users/me']);
    });
  });

  describe('which operation to run', () => {
    const unresolved = 'Nie wiadomo, którą operację wykonać: dokument musi mieć operację, a gdy ma ich kilka, podaj nazwę jednej z nich (operationName).';
    it.each([
      ['two operations and no operationName', { document: 'query A { viewer { id } } query B { viewer { id } }' }],
      ['an operationName the document lacks', { document: 'query A { viewer { id } }', operationName: 'C' }],
      ['fragments only', { document: 'fragment F on Query { viewer { id } }' }],
    ])('%s', async (_what, one) => {
      await expectAnswered({ ...one, messages: [unresolved], code: 'OPERATION_RESOLUTION_FAILURE' });
    });

    it('a subscription (the graph has none)', async () => {
      await expectAnswered({ document: 'subscription { viewer { id } }', messages: ['Graf nie obsługuje operacji typu „subscription”.'], code: 'BAD_USER_INPUT' });
    });
  });

  describe("Yoga's checks of the request", () => {
    it.each([
      ['no query', JSON.stringify({ variables: {} }), 400, 'Brak zapytania: podaj jego tekst w polu „query”.'],
      ['a parameter GraphQL does not have', JSON.stringify({ query: '{ viewer { id } }', zapytanie: 1 }), 400, 'Nieoczekiwany parametr „zapytanie” w treści żądania.'],
      ['query not a string', JSON.stringify({ query: 5 }), 400, 'Parametr „query” musi być napisem.'],
      ['variables not an object', JSON.stringify({ query: '{ viewer { id } }', variables: 5 }), 400, 'Parametr „variables” musi być obiektem (albo można go pominąć).'],
      ['extensions not an object', JSON.stringify({ query: '{ viewer { id } }', extensions: 'x' }), 400, 'Parametr „extensions” musi być obiektem (albo można go pominąć).'],
      ['a body that is not an object', '5', 400, 'Treść żądania musi być obiektem JSON.'],
      ['a batch', JSON.stringify([{ query: '{ viewer { id } }' }, { query: '{ viewer { name } }' }]), 400, 'Jedno żądanie może zawierać tylko jedną operację.'],
      ['a body that is not JSON', '{"query": "{ viewer { id } }"', 400, messages.invalidRequest],
    ])('%s', async (_what, body, status, message) => {
      const answer = await send(body);
      expect(answer).toEqual({ status, errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    });

    it('a mutation sent with GET, and a PUT', async () => {
      const mutation = new URLSearchParams({ query: 'mutation { deleteKit(id: "x") { __typename } }' });
      expect(await send('', 'GET', `http://gateway.test/graphql?${mutation}`)).toEqual({
        status: 405,
        errors: [{ message: 'Mutację można wysłać tylko metodą POST.', extensions: { code: 'BAD_REQUEST' } }],
      });
      expect(await send(JSON.stringify({ query: '{ viewer { id } }' }), 'PUT')).toEqual({
        status: 405,
        errors: [{ message: 'GraphQL przyjmuje tylko żądania GET i POST.', extensions: { code: 'BAD_REQUEST' } }],
      });
    });
  });

  it("the gateway's own Polish messages pass unchanged", async () => {
    const { errors } = await send(JSON.stringify({ documentId: 'sha256:not-an-operation' }));
    expect(errors).toEqual([{ message: messages.operationUnknown, extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);
  });
});
