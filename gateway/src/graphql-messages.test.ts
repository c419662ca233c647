import { buildSchema, execute, getVariableValues, GraphQLError, parse, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { polishGraphQLMessage } from './graphql-messages.ts';

/**
 * What the gateway's own schema cannot make graphql-js say (it has no subscription, no Float argument, no @oneOf
 * input): a small schema that can, so the table is checked against graphql-js's real words, not a copy of them.
 * tests/gateway/graphql-messages.test.ts sends the rest through the gateway.
 */
const schema = buildSchema(`
  input Pick @oneOf { a: Int, b: Int }
  type Query { ratio(x: Float): Int, pick(p: Pick): Int, count(n: Int!): Int, me: Me }
  type Me { name: String }
  type Subscription { a: Int, b: Int }
`);

const validationMessages = (document: string): string[] => validate(schema, parse(document)).map((error) => error.message);

function variableMessages(document: string, inputs: Record<string, unknown>, maxErrors?: number): string[] {
  const operation = parse(document).definitions[0] as OperationDefinitionNode;
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], inputs, maxErrors === undefined ? undefined : { maxErrors });
  return 'errors' in result && result.errors ? result.errors.map((error) => error.message) : [];
}

/** Runs a document graphql-js has not validated (a gateway always validates first: these are its second line). */
async function executionMessages(document: DocumentNode | string, operationName?: string, variableValues?: Record<string, unknown>): Promise<string[]> {
  const result = await execute({ schema, document: typeof document === 'string' ? parse(document) : document, operationName, variableValues, rootValue: {} });
  return (result.errors ?? []).map((error) => error.message);
}

function syntaxMessage(document: string, options?: { maxTokens?: number; maxComments?: number; maxSourceLength?: number }): string {
  try {
    parse(document, options);
  } catch (error) {
    if (error instanceof GraphQLError) return error.message;
  }
  throw new Error(`parsed: ${document}`);
}

const polish = (english: readonly string[]) => english.map((message) => polishGraphQLMessage(message));

describe('graphql-messages: graphql-js 16 in Polish', () => {
  it('subscriptions (SingleFieldSubscriptionsRule)', () => {
    expect(polish(validationMessages('subscription { a b }'))).toEqual(['Subskrypcja bez nazwy może wybrać tylko jedno pole najwyższego poziomu.']);
    expect(polish(validationMessages('subscription S { __typename }'))).toEqual([
      'Subskrypcja „S” nie może wybrać pola introspekcji na najwyższym poziomie.',
    ]);
  });

  it('@oneOf inputs, in literals and in variables', () => {
    expect(polish(validationMessages('{ pick(p: { a: 1, b: 2 }) }'))).toEqual(['Obiekt wejściowy „Pick” (OneOf) musi mieć dokładnie jedno pole.']);
    expect(polish(validationMessages('{ pick(p: { a: null }) }'))).toEqual(['Pole „Pick.a” nie może być null.']);
    expect(polish(validationMessages('query ($v: Int) { pick(p: { a: $v }) }'))).toEqual([
      'Zmienna „$v” typu „Int” musi być niepusta (!), by wypełnić obiekt wejściowy „Pick” (OneOf).',
    ]);
    expect(polish(variableMessages('query ($p: Pick) { pick(p: $p) }', { p: { a: 1, b: 2 } }))).toEqual([
      'Zmienna „$p” ma niepoprawną wartość { a: 1, b: 2 }: obiekt typu „Pick” (OneOf) musi mieć dokładnie jedno pole.',
    ]);
    expect(polish(variableMessages('query ($p: Pick) { pick(p: $p) }', { p: { a: null } }))).toEqual([
      'Zmienna „$p” ma niepoprawną wartość null w „$p.a”: pole „a” nie może być null.',
    ]);
  });

  it('Float, as a variable and as a literal', () => {
    expect(polish(variableMessages('query ($x: Float) { ratio(x: $x) }', { x: 'pół' }))).toEqual([
      'Zmienna „$x” ma niepoprawną wartość "pół": typ „Float” przyjmuje tylko liczby, podano "pół".',
    ]);
    expect(polish(validationMessages('{ ratio(x: "pół") }'))).toEqual(['Typ „Float” przyjmuje tylko liczby, podano "pół".']);
  });

  it('too many wrong variables', () => {
    expect(polish(variableMessages('query ($a: Int, $b: Int) { ratio }', { a: 'x', b: 'y' }, 1))).toEqual([
      'Zmienna „$a” ma niepoprawną wartość "x": typ „Int” przyjmuje tylko liczby całkowite, podano "x".',
      'Zbyt wiele błędów w wartościach zmiennych: wykonanie przerwano.',
    ]);
  });

  it('which operation to run, and arguments of a document that was not validated', async () => {
    expect(polish(await executionMessages('query A { me { name } } query B { me { name } }'))).toEqual([
      'Dokument zawiera kilka operacji: podaj nazwę tej, którą wykonać (operationName).',
    ]);
    expect(polish(await executionMessages('query A { me { name } }', 'C'))).toEqual(['Dokument nie ma operacji o nazwie „C”.']);
    expect(polish(await executionMessages('fragment F on Query { me { name } }'))).toEqual(['Dokument nie zawiera żadnej operacji.']);
    expect(polish(await executionMessages('{ count }'))).toEqual(['Brak wymaganego argumentu „n” typu „Int!”.']);
    expect(polish(await executionMessages('{ count(n: "x") }'))).toEqual(['Argument „n” ma niepoprawną wartość "x".']);
    expect(polish(await executionMessages('query ($v: Int) { count(n: $v) }'))).toEqual([
      'Argument „n” typu „Int!” dostał zmienną „$v”, której wartości nie podano.',
    ]);
    expect(polish(await executionMessages('query ($m: Me) { me { name } }'))).toEqual([
      'Zmienna „$m” ma typ „Me”, który nie jest typem wejściowym.',
    ]);
  });

  it('every kind of token in a syntax error', () => {
    expect(polish([syntaxMessage('{ me(a: ) }')])).toEqual(['Błąd składni: nieoczekiwany znak „)”.']);
    expect(polish([syntaxMessage('5')])).toEqual(['Błąd składni: nieoczekiwana liczba całkowita „5”.']);
    expect(polish([syntaxMessage('1.5')])).toEqual(['Błąd składni: nieoczekiwana liczba zmiennoprzecinkowa „1.5”.']);
    expect(polish([syntaxMessage('{ me { "a, found b" } }')])).toEqual(['Błąd składni: oczekiwano nazwy, napotkano napis „a, found b”.']);
    expect(polish([syntaxMessage('{ me } query')])).toEqual(['Błąd składni: oczekiwano „{”, napotkano koniec dokumentu.']);
    expect(polish([syntaxMessage('{ me } """blok"""')])).toEqual(['Błąd składni: nieoczekiwany koniec dokumentu.']);
    expect(polish([syntaxMessage('fragment on on Me { name }')])).toEqual(['Błąd składni: nieoczekiwana nazwa „on”.']);
    expect(polish([syntaxMessage('{ me(a: 1 }')])).toEqual(['Błąd składni: oczekiwano nazwy, napotkano „}”.']);
    expect(polish([syntaxMessage('query Q($a Int) { me }')])).toEqual(['Błąd składni: oczekiwano „:”, napotkano nazwę „Int”.']);
    expect(polish([syntaxMessage('{ me { name } } { me(a: 1, b: "x, found y") { name }', { maxTokens: 12 })])).toEqual([
      'Błąd składni: dokument ma zbyt wiele tokenów (najwyżej 12); analizę przerwano.',
    ]);
    expect(polish([syntaxMessage('# a\n# b\n{ me }', { maxComments: 1 })])).toEqual([
      'Błąd składni: dokument ma zbyt wiele komentarzy (najwyżej 1); analizę przerwano.',
    ]);
    expect(polish([syntaxMessage('{ me { name } }', { maxSourceLength: 5 })])).toEqual([
      'Błąd składni: dokument jest zbyt długi (najwyżej 5 jednostek UTF-16); analizę przerwano.',
    ]);
    expect(polish([syntaxMessage('{ "opis" me }')])).toEqual(['Błąd składni: oczekiwano nazwy, napotkano napis „opis”.']);
    expect(polish([syntaxMessage('"opis" fragment F on Me { name } "opis" { me }')])).toEqual([
      'Błąd składni: nieoczekiwany opis: zapytanie w skróconej postaci ({ … }) nie może mieć opisu.',
    ]);
    expect(polish([syntaxMessage('"opis" extend type Me { x: Int }')])).toEqual(['Błąd składni: nieoczekiwany opis: opis może stać tylko przed definicją.']);
  });

  it('conflicting fields, nested, and a reason graphql-js cut short', () => {
    expect(polish(validationMessages('{ me { name } me { name: __typename } }'))).toEqual([
      'Pola „me” kolidują ze sobą: podpola „name” kolidują, bo „name” i „__typename” to różne pola. Aby pobrać oba, nadaj im różne aliasy.',
    ]);
    expect(polish(validationMessages('{ ratio: count(n: 1) ratio }'))).toEqual([
      'Pola „ratio” kolidują ze sobą: „count” i „ratio” to różne pola. Aby pobrać oba, nadaj im różne aliasy.',
    ]);
    expect(
      polishGraphQLMessage(
        'Fields "a" conflict because subfields "b" conflict because they return conflicting types "Int" and "String!" and subfields "c" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.',
      ),
    ).toBe(
      'Pola „a” kolidują ze sobą: podpola „b” kolidują, bo zwracają niezgodne typy „Int” i „String!” oraz podpola „c” kolidują, bo mają różne argumenty. Aby pobrać oba, nadaj im różne aliasy.',
    );
    expect(
      polishGraphQLMessage('Fields "a" conflict because subfields "b" conflict because they have diff.... Use different aliases on the fields to fetch both if this was intentional.'),
    ).toBe('Pola „a” kolidują ze sobą. Aby pobrać oba, nadaj im różne aliasy.');
  });

  it('leaves suggestions out, wherever graphql-js puts them', () => {
    expect(polishGraphQLMessage('Cannot query field "nam" on type "Me". Did you mean "name"?')).toBe('Typ „Me” nie ma pola „nam”.');
    expect(polishGraphQLMessage('Field "me" of type "Me" must have a selection of subfields. Did you mean "me { ... }"?')).toBe(
      'Pole „me” typu „Me” wymaga wybrania podpól, np. me { … }.',
    );
    expect(
      polishGraphQLMessage('Variable "$o" got invalid value "NEWES"; Value "NEWES" does not exist in "Order" enum. Did you mean the enum value "NEWEST"?'),
    ).toBe('Zmienna „$o” ma niepoprawną wartość "NEWES": typ wyliczeniowy „Order” nie ma wartości „NEWES”.');
  });

  it('knows nothing else: the caller answers those with a generic Polish message', () => {
    expect(polishGraphQLMessage('A rule graphql-js 17 adds.')).toBeUndefined();
    expect(polishGraphQLMessage('Syntax Error: Something the lexer says one day.')).toBeUndefined();
    // A variable's value with a reason the table does not know: the variable is named, the reason not shown.
    expect(polishGraphQLMessage('Variable "$d" got invalid value "jutro"; Date cannot represent "jutro"')).toBe('Zmienna „$d” ma niepoprawną wartość.');
  });
});
