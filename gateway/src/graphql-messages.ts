import { messages } from '@meble/domain/messages';

/**
 * graphql-js 16's and Yoga's own English messages, each with its Polish (every message a user can meet is
 * Polish). Integrators meet them in GraphiQL: a syntax error, a field the schema lacks, a variable of the wrong type.
 * One table, read from graphql-js's sources (language/lexer.js and parser.js, validation/rules/*.js, validate.js,
 * execution/execute.js and values.js, utilities/coerceInputValue.js, type/scalars.js and definition.js) and Yoga's
 * request checks. The names a message quotes (fields, types, arguments, variables, fragments) stay as written, in
 * Polish quotes „…”; values stay as graphql-js prints them (`"abc"`, `1.5`, `{ a: 1 }`). "Did you mean" suggestions
 * are dropped (they describe the schema; limits.ts removes them from validation errors too). client-errors.ts
 * answers every error through {@link polishGraphQLMessage}, and a message this table does not know with a generic
 * Polish one, never in English.
 */

/** A name as the message quotes it. */
const q = (name: string): string => `„${name}”`;

interface Rule {
  readonly english: RegExp;
  /** The Polish, from what the pattern captured (an absent optional group is ''); undefined when a part is unknown. */
  readonly polish: (...parts: string[]) => string | undefined;
}

function translate(rules: readonly Rule[], text: string): string | undefined {
  for (const rule of rules) {
    const match = rule.english.exec(text);
    if (!match) continue;
    const polish = rule.polish(...match.slice(1).map((part) => part ?? ''));
    if (polish !== undefined) return polish;
  }
  return undefined;
}

// ---- Syntax errors (language/lexer.js, parser.js): "Syntax Error: …" ----

interface TokenForms {
  /** After „oczekiwano” (genitive). */
  readonly expected: string;
  /** After „napotkano” (accusative). */
  readonly found: string;
  /** On its own: „nieoczekiwany …”. */
  readonly unexpected: string;
}

const TOKEN_KINDS: Readonly<Record<string, TokenForms>> = {
  '<SOF>': { expected: 'początku dokumentu', found: 'początek dokumentu', unexpected: 'nieoczekiwany początek dokumentu' },
  '<EOF>': { expected: 'końca dokumentu', found: 'koniec dokumentu', unexpected: 'nieoczekiwany koniec dokumentu' },
  Name: { expected: 'nazwy', found: 'nazwę', unexpected: 'nieoczekiwana nazwa' },
  Int: { expected: 'liczby całkowitej', found: 'liczbę całkowitą', unexpected: 'nieoczekiwana liczba całkowita' },
  Float: { expected: 'liczby zmiennoprzecinkowej', found: 'liczbę zmiennoprzecinkową', unexpected: 'nieoczekiwana liczba zmiennoprzecinkowa' },
  String: { expected: 'napisu', found: 'napis', unexpected: 'nieoczekiwany napis' },
  BlockString: { expected: 'napisu blokowego', found: 'napis blokowy', unexpected: 'nieoczekiwany napis blokowy' },
  Comment: { expected: 'komentarza', found: 'komentarz', unexpected: 'nieoczekiwany komentarz' },
};

const TOKEN_KIND = '<SOF>|<EOF>|Name|Int|Float|String|BlockString|Comment|"[^"]+"';

/** A token as the parser describes it (getTokenDesc): its kind, or a punctuator or keyword in quotes, then its value. */
function token(description: string): TokenForms | undefined {
  const match = new RegExp(`^(${TOKEN_KIND})(?: "([\\s\\S]*)")?$`).exec(description);
  if (!match) return undefined;
  const [, kind = '', value] = match;
  // A punctuator ("{", "...") or a keyword the parser expected ("on"), as the parser quotes it.
  const punctuator = kind.startsWith('"') ? q(kind.slice(1, -1)) : undefined;
  const forms = punctuator ? { expected: punctuator, found: punctuator, unexpected: `nieoczekiwany znak ${punctuator}` } : TOKEN_KINDS[kind];
  if (!forms || value === undefined) return forms;
  const valued = (phrase: string) => `${phrase} ${q(value)}`;
  return { expected: valued(forms.expected), found: valued(forms.found), unexpected: valued(forms.unexpected) };
}

/** A character as the lexer prints it (printCodePointAt): `"a"`, `'"'`, `U+0000` or `<EOF>`. */
const CHARACTER = `("[\\s\\S]"|'"'|U\\+[0-9A-F]{4,6}|<EOF>)`;

function character(printed: string): string {
  if (printed === '<EOF>') return 'koniec dokumentu';
  if (printed === `'"'`) return q('"');
  return printed.startsWith('"') ? q(printed.slice(1, -1)) : printed;
}

const SYNTAX_RULES: readonly Rule[] = [
  {
    english: new RegExp(`^Expected (${TOKEN_KIND}), found ([\\s\\S]+)\\.$`),
    polish: (expected, found) => {
      const [wanted, met] = [token(expected), token(found)];
      return wanted && met ? `oczekiwano ${wanted.expected}, napotkano ${met.found}.` : undefined;
    },
  },
  { english: new RegExp(`^Unexpected character: ${CHARACTER}\\.$`), polish: (c) => `nieoczekiwany znak: ${character(c)}.` },
  { english: new RegExp(`^Invalid character: ${CHARACTER}\\.$`), polish: (c) => `niedozwolony znak: ${character(c)}.` },
  {
    english: /^Unexpected single quote character \('\), did you mean to use a double quote \("\)\?$/,
    polish: () => 'nieoczekiwany apostrof (\'): napisy ujmuje się w cudzysłów (").',
  },
  {
    english: new RegExp(`^Invalid number, unexpected digit after 0: ${CHARACTER}\\.$`),
    polish: (c) => `niepoprawna liczba: po zerze na początku nie może stać cyfra ${character(c)}.`,
  },
  {
    english: new RegExp(`^Invalid number, expected digit but got: ${CHARACTER}\\.$`),
    polish: (c) => `niepoprawna liczba: oczekiwano cyfry, napotkano ${character(c)}.`,
  },
  { english: new RegExp(`^Invalid character within String: ${CHARACTER}\\.$`), polish: (c) => `niedozwolony znak w napisie: ${character(c)}.` },
  { english: /^Unterminated string\.$/, polish: () => 'niezakończony napis: brak cudzysłowu zamykającego.' },
  { english: /^Invalid Unicode escape sequence: "([\s\S]*)"\.$/, polish: (s) => `niepoprawny zapis znaku Unicode: ${q(s)}.` },
  { english: /^Invalid character escape sequence: "([\s\S]*)"\.$/, polish: (s) => `niepoprawna sekwencja ucieczki: ${q(s)}.` },
  {
    english: /^Unexpected description, descriptions are not supported on shorthand queries\.$/,
    polish: () => 'nieoczekiwany opis: zapytanie w skróconej postaci ({ … }) nie może mieć opisu.',
  },
  {
    english: /^Unexpected description, only GraphQL definitions support descriptions\.$/,
    polish: () => 'nieoczekiwany opis: opis może stać tylko przed definicją.',
  },
  {
    english: /^Unexpected variable "\$(\w+)" in constant value\.$/,
    polish: (v) => `zmienna ${q(`$${v}`)} stoi w miejscu, w którym wolno podać tylko stałą wartość.`,
  },
  {
    english: /^Name "(\w+)" is reserved and cannot be used for an enum value\.$/,
    polish: (name) => `nazwa ${q(name)} jest zastrzeżona i nie może być wartością typu wyliczeniowego.`,
  },
  {
    english: /^Document contains more than (\d+) comments\. Parsing aborted\.$/,
    polish: (n) => `dokument ma zbyt wiele komentarzy (najwyżej ${n}); analizę przerwano.`,
  },
  {
    english: /^Source contains more than (\d+) UTF-16 code units\. Parsing aborted\.$/,
    polish: (n) => `dokument jest zbyt długi (najwyżej ${n} jednostek UTF-16); analizę przerwano.`,
  },
  {
    // graphql-js's own spelling ("more that"); limits.ts answers it with its own code before it gets here.
    english: /^Document contains more th(?:at|an) (\d+) tokens\. Parsing aborted\.$/,
    polish: (n) => `dokument ma zbyt wiele tokenów (najwyżej ${n}); analizę przerwano.`,
  },
  {
    english: new RegExp(`^Unexpected ((?:${TOKEN_KIND})(?: "[\\s\\S]*")?)\\.$`),
    polish: (found) => {
      const met = token(found);
      return met ? `${met.unexpected}.` : undefined;
    },
  },
];

// ---- Values: coercing a variable or a literal (coerceInputValue.js, scalars.js, the enum type in definition.js) ----

/** What graphql-js says is wrong with a value, after the variable or literal it names; no final period. */
const VALUE_RULES: readonly Rule[] = [
  { english: /^Expected non-nullable type "([^"]+)" not to be null\.$/, polish: (type) => `wartość typu ${q(type)} nie może być null` },
  { english: /^Expected type "(\w+)" to be an object\.$/, polish: (type) => `oczekiwano obiektu typu ${q(type)}` },
  {
    english: /^Field "(\w+)" of required type "([^"]+)" was not provided\.$/,
    polish: (field, type) => `brak wymaganego pola ${q(field)} typu ${q(type)}`,
  },
  { english: /^Field "(\w+)" is not defined by type "(\w+)"\.$/, polish: (field, type) => `typ ${q(type)} nie ma pola ${q(field)}` },
  {
    english: /^Exactly one key must be specified for OneOf type "(\w+)"\.$/,
    polish: (type) => `obiekt typu ${q(type)} (OneOf) musi mieć dokładnie jedno pole`,
  },
  { english: /^Field "(\w+)" must be non-null\.$/, polish: (field) => `pole ${q(field)} nie może być null` },
  {
    english: /^Int cannot represent non-integer value: ([\s\S]*)$/,
    polish: (value) => `typ ${q('Int')} przyjmuje tylko liczby całkowite, podano ${value}`,
  },
  {
    english: /^Int cannot represent non 32-bit signed integer value: ([\s\S]*)$/,
    polish: (value) => `typ ${q('Int')} przyjmuje liczby całkowite od -2147483648 do 2147483647, podano ${value}`,
  },
  { english: /^Float cannot represent non numeric value: ([\s\S]*)$/, polish: (value) => `typ ${q('Float')} przyjmuje tylko liczby, podano ${value}` },
  {
    english: /^String cannot represent a non string value: ([\s\S]*)$/,
    polish: (value) => `typ ${q('String')} przyjmuje tylko napisy, podano ${value}`,
  },
  {
    english: /^Boolean cannot represent a non boolean value: ([\s\S]*)$/,
    polish: (value) => `typ ${q('Boolean')} przyjmuje tylko true albo false, podano ${value}`,
  },
  {
    english: /^ID cannot represent (?:a non-string and non-integer )?value: ([\s\S]*)$/,
    polish: (value) => `typ ${q('ID')} przyjmuje tylko napisy i liczby całkowite, podano ${value}`,
  },
  {
    english: /^Enum "(\w+)" cannot represent non-string value: ([\s\S]*)\.$/,
    polish: (type, value) => `wartość typu wyliczeniowego ${q(type)} podaje się jako napis, podano ${value}`,
  },
  {
    english: /^Value "([\s\S]*)" does not exist in "(\w+)" enum\.$/,
    polish: (value, type) => `typ wyliczeniowy ${q(type)} nie ma wartości ${q(value)}`,
  },
  {
    english: /^Enum "(\w+)" cannot represent non-enum value: ([\s\S]*)\.$/,
    polish: (type, value) => `typ wyliczeniowy ${q(type)} przyjmuje tylko swoje wartości, pisane bez cudzysłowu; podano ${value}`,
  },
  {
    // A scalar's parseValue that threw something other than a GraphQLError: its own words are not shown.
    english: /^Expected type "(\w+)"\.(?: [\s\S]*)?$/,
    polish: (type) => `oczekiwano wartości typu ${q(type)}`,
  },
];

/**
 * `head; detail`, where graphql-js joined what it refused (a value, which may itself hold "; ") and why: the first
 * split whose detail the table knows, with that detail in Polish.
 */
function withDetail(text: string): { head: string; detail: string } | undefined {
  for (let at = text.indexOf('; '); at !== -1; at = text.indexOf('; ', at + 1)) {
    const detail = translate(VALUE_RULES, text.slice(at + 2));
    if (detail !== undefined) return { head: text.slice(0, at), detail };
  }
  return undefined;
}

// ---- OverlappingFieldsCanBeMergedRule's reasons, nested for subfields ----

const ENGLISH_LEFT = /\b(?:and|subfields|conflict|because|they|are|different|fields|have|differing|arguments|return|conflicting|types)\b/;

function conflictReason(reason: string): string | undefined {
  const polish = reason
    .replace(/subfields "(\w+)" conflict because /g, (_, name: string) => `podpola ${q(name)} kolidują, bo `)
    .replace(/"(\w+)" and "(\w+)" are different fields/g, (_, a: string, b: string) => `${q(a)} i ${q(b)} to różne pola`)
    .replace(/they return conflicting types "([^"]+)" and "([^"]+)"/g, (_, a: string, b: string) => `zwracają niezgodne typy ${q(a)} i ${q(b)}`)
    .replace(/they have differing arguments/g, 'mają różne argumenty')
    .replace(/ and (?=podpola „)/g, ' oraz ');
  // A reason graphql-js cut short (at 1,000 characters) keeps some English: then none is shown.
  return ENGLISH_LEFT.test(polish.replace(/„[^”]*”/g, '')) ? undefined : polish;
}

// ---- Everything else: validation, operation selection, variables and arguments, Yoga's request checks ----

const MESSAGE_RULES: readonly Rule[] = [
  {
    english: /^Syntax Error: ([\s\S]*)$/,
    polish: (description) => {
      const polish = translate(SYNTAX_RULES, description);
      return polish === undefined ? undefined : `Błąd składni: ${polish}`;
    },
  },

  // validation/rules/*.js (specifiedRules) and validate.js
  {
    english: /^The (schema|"\w+") definition is not executable\.$/,
    polish: (name) =>
      `${name === 'schema' ? 'Definicja schematu' : `Definicja ${q(name.slice(1, -1))}`} nie jest wykonywalna: dokument zapytania może zawierać tylko operacje i fragmenty.`,
  },
  { english: /^Cannot query field "(\w+)" on type "(\w+)"\.$/, polish: (field, type) => `Typ ${q(type)} nie ma pola ${q(field)}.` },
  {
    english: /^Fragment cannot condition on non composite type "([^"]+)"\.$/,
    polish: (type) => `Fragment nie może dotyczyć typu ${q(type)}: to nie jest obiekt, interfejs ani unia.`,
  },
  {
    english: /^Fragment "(\w+)" cannot condition on non composite type "([^"]+)"\.$/,
    polish: (fragment, type) => `Fragment ${q(fragment)} nie może dotyczyć typu ${q(type)}: to nie jest obiekt, interfejs ani unia.`,
  },
  {
    english: /^Unknown argument "(\w+)" on field "(\w+\.\w+)"\.$/,
    polish: (argument, field) => `Pole ${q(field)} nie ma argumentu ${q(argument)}.`,
  },
  {
    english: /^Unknown argument "(\w+)" on directive "(@\w+)"\.$/,
    polish: (argument, directive) => `Dyrektywa ${q(directive)} nie ma argumentu ${q(argument)}.`,
  },
  { english: /^Unknown directive "(@\w+)"\.$/, polish: (directive) => `Nieznana dyrektywa ${q(directive)}.` },
  {
    english: /^Directive "(@\w+)" may not be used on (\w+)\.$/,
    polish: (directive, location) => `Dyrektywy ${q(directive)} nie można użyć w tym miejscu (${location}).`,
  },
  { english: /^Unknown fragment "(\w+)"\.$/, polish: (fragment) => `Nieznany fragment ${q(fragment)}.` },
  { english: /^Unknown type "(\w+)"\.$/, polish: (type) => `Nieznany typ ${q(type)}.` },
  {
    english: /^This anonymous operation must be the only defined operation\.$/,
    polish: () => 'Operacja bez nazwy musi być jedyną operacją w dokumencie.',
  },
  {
    english: /^Maximum introspection depth exceeded$/,
    polish: () => 'Zapytanie o schemat (introspekcja) jest zbyt głęboko zagnieżdżone.',
  },
  {
    english: /^Cannot spread fragment "(\w+)" within itself(?: via ((?:"\w+", )*"\w+"))?\.$/,
    polish: (fragment, via) =>
      `Fragment ${q(fragment)} nie może zawierać samego siebie${via ? ` (przez ${via.replace(/"(\w+)"/g, (_, name: string) => q(name))})` : ''}.`,
  },
  {
    english: /^Variable "\$(\w+)" is not defined by operation "(\w+)"\.$/,
    polish: (variable, operation) => `Zmienna ${q(`$${variable}`)} nie jest zadeklarowana w operacji ${q(operation)}.`,
  },
  { english: /^Variable "\$(\w+)" is not defined\.$/, polish: (variable) => `Zmienna ${q(`$${variable}`)} nie jest zadeklarowana w operacji.` },
  { english: /^Fragment "(\w+)" is never used\.$/, polish: (fragment) => `Fragment ${q(fragment)} nie jest nigdzie użyty.` },
  {
    english: /^Variable "\$(\w+)" is never used in operation "(\w+)"\.$/,
    polish: (variable, operation) => `Zmienna ${q(`$${variable}`)} nie jest używana w operacji ${q(operation)}.`,
  },
  { english: /^Variable "\$(\w+)" is never used\.$/, polish: (variable) => `Zmienna ${q(`$${variable}`)} nie jest nigdzie używana.` },
  {
    english: /^Fields "(\w+)" conflict because ([\s\S]*)\. Use different aliases on the fields to fetch both if this was intentional\.$/,
    polish: (name, reason) => {
      const why = conflictReason(reason);
      return `Pola ${q(name)} kolidują ze sobą${why ? `: ${why}` : ''}. Aby pobrać oba, nadaj im różne aliasy.`;
    },
  },
  {
    english: /^Fragment cannot be spread here as objects of type "(\w+)" can never be of type "(\w+)"\.$/,
    polish: (parent, type) => `Fragmentu nie można tu użyć: obiekt typu ${q(parent)} nigdy nie jest typu ${q(type)}.`,
  },
  {
    english: /^Fragment "(\w+)" cannot be spread here as objects of type "(\w+)" can never be of type "(\w+)"\.$/,
    polish: (fragment, parent, type) => `Fragmentu ${q(fragment)} nie można tu użyć: obiekt typu ${q(parent)} nigdy nie jest typu ${q(type)}.`,
  },
  {
    english: /^Field "(\w+)" argument "(\w+)" of type "([^"]+)" is required, but it was not provided\.$/,
    polish: (field, argument, type) => `Pole ${q(field)} wymaga argumentu ${q(argument)} typu ${q(type)}.`,
  },
  {
    english: /^Directive "(@\w+)" argument "(\w+)" of type "([^"]+)" is required, but it was not provided\.$/,
    polish: (directive, argument, type) => `Dyrektywa ${q(directive)} wymaga argumentu ${q(argument)} typu ${q(type)}.`,
  },
  {
    english: /^Field "(\w+)" must not have a selection since type "([^"]+)" has no subfields\.$/,
    polish: (field, type) => `Pole ${q(field)} nie może mieć podpól: typ ${q(type)} ich nie ma.`,
  },
  {
    english: /^Field "(\w+)" of type "([^"]+)" must have a selection of subfields\.$/,
    polish: (field, type) => `Pole ${q(field)} typu ${q(type)} wymaga wybrania podpól, np. ${field} { … }.`,
  },
  {
    english: /^Field "(\w+)" of type "([^"]+)" must have at least one field selected\.$/,
    polish: (field, type) => `Pole ${q(field)} typu ${q(type)} wymaga wybrania co najmniej jednego podpola.`,
  },
  {
    english: /^(?:Subscription "(\w+)"|Anonymous Subscription) must select only one top level field\.$/,
    polish: (name) => `${name ? `Subskrypcja ${q(name)}` : 'Subskrypcja bez nazwy'} może wybrać tylko jedno pole najwyższego poziomu.`,
  },
  {
    english: /^(?:Subscription "(\w+)"|Anonymous Subscription) must not select an introspection top level field\.$/,
    polish: (name) => `${name ? `Subskrypcja ${q(name)}` : 'Subskrypcja bez nazwy'} nie może wybrać pola introspekcji na najwyższym poziomie.`,
  },
  { english: /^There can be only one argument named "(\w+)"\.$/, polish: (argument) => `Argument ${q(argument)} może wystąpić tylko raz.` },
  {
    english: /^The directive "(@\w+)" can only be used once at this location\.$/,
    polish: (directive) => `Dyrektywa ${q(directive)} może wystąpić w tym miejscu tylko raz.`,
  },
  { english: /^There can be only one fragment named "(\w+)"\.$/, polish: (fragment) => `Fragment o nazwie ${q(fragment)} może być tylko jeden.` },
  { english: /^There can be only one input field named "(\w+)"\.$/, polish: (field) => `Pole ${q(field)} może wystąpić w obiekcie tylko raz.` },
  { english: /^There can be only one operation named "(\w+)"\.$/, polish: (operation) => `Operacja o nazwie ${q(operation)} może być tylko jedna.` },
  { english: /^There can be only one variable named "\$(\w+)"\.$/, polish: (variable) => `Zmienna ${q(`$${variable}`)} może być zadeklarowana tylko raz.` },
  {
    english: /^Field "(\w+\.\w+)" of required type "([^"]+)" was not provided\.$/,
    polish: (field, type) => `Brak wymaganego pola ${q(field)} typu ${q(type)}.`,
  },
  {
    english: /^Field "(\w+)" is not defined by type "(\w+)"\.$/,
    polish: (field, type) => `Typ wejściowy ${q(type)} nie ma pola ${q(field)}.`,
  },
  {
    english: /^Expected value of type "([^"]+)", found ([\s\S]*)$/,
    polish: (type, rest) => {
      const split = withDetail(rest);
      if (split) return `Oczekiwano wartości typu ${q(type)}, napotkano ${split.head}: ${split.detail}.`;
      // No detail: the literal alone (unless it holds "; ", when graphql-js's detail was one the table does not know).
      return rest.endsWith('.') && !rest.includes('; ') ? `Oczekiwano wartości typu ${q(type)}, napotkano ${rest.slice(0, -1)}.` : `Oczekiwano wartości typu ${q(type)}.`;
    },
  },
  {
    english: /^OneOf Input Object "(\w+)" must specify exactly one key\.$/,
    polish: (type) => `Obiekt wejściowy ${q(type)} (OneOf) musi mieć dokładnie jedno pole.`,
  },
  { english: /^Field "(\w+\.\w+)" must be non-null\.$/, polish: (field) => `Pole ${q(field)} nie może być null.` },
  {
    english: /^Variable "\$(\w+)" cannot be non-input type "([^"]+)"\.$/,
    polish: (variable, type) => `Zmienna ${q(`$${variable}`)} nie może mieć typu ${q(type)}: to nie jest typ wejściowy.`,
  },
  {
    english: /^Variable "\$(\w+)" of type "([^"]+)" used in position expecting type "([^"]+)"\.$/,
    polish: (variable, type, expected) => `Zmienna ${q(`$${variable}`)} typu ${q(type)} stoi w miejscu, które wymaga typu ${q(expected)}.`,
  },
  {
    english: /^Variable "\$(\w+)" is of type "([^"]+)" but must be non-nullable to be used for OneOf Input Object "(\w+)"\.$/,
    polish: (variable, type, input) =>
      `Zmienna ${q(`$${variable}`)} typu ${q(type)} musi być niepusta (!), by wypełnić obiekt wejściowy ${q(input)} (OneOf).`,
  },
  {
    english: /^Too many validation errors, error limit reached\. Validation aborted\.$/,
    polish: () => 'Zapytanie ma zbyt wiele błędów: sprawdzanie przerwano.',
  },
  { english: /^Validation aborted\.$/, polish: () => 'Zapytanie jest zbyt złożone, by je sprawdzić: sprawdzanie przerwano.' },

  // execution/execute.js: which operation to run
  {
    english: /^Must provide operation name if query contains multiple operations\.$/,
    polish: () => 'Dokument zawiera kilka operacji: podaj nazwę tej, którą wykonać (operationName).',
  },
  { english: /^Unknown operation named "(\w+)"\.$/, polish: (operation) => `Dokument nie ma operacji o nazwie ${q(operation)}.` },
  { english: /^Must provide an operation\.$/, polish: () => 'Dokument nie zawiera żadnej operacji.' },
  {
    english: /^Schema is not configured to execute (query|mutation|subscription) operation\.$/,
    polish: (operation) => `Graf nie obsługuje operacji typu ${q(operation)}.`,
  },

  // execution/values.js: variables, then arguments
  {
    english: /^Variable "\$(\w+)" expected value of type "([^"]+)" which cannot be used as an input type\.$/,
    polish: (variable, type) => `Zmienna ${q(`$${variable}`)} ma typ ${q(type)}, który nie jest typem wejściowym.`,
  },
  {
    english: /^Variable "\$(\w+)" of required type "([^"]+)" was not provided\.$/,
    polish: (variable, type) => `Brak wartości wymaganej zmiennej ${q(`$${variable}`)} typu ${q(type)}.`,
  },
  {
    english: /^Variable "\$(\w+)" of non-null type "([^"]+)" must not be null\.$/,
    polish: (variable, type) => `Zmienna ${q(`$${variable}`)} typu ${q(type)} nie może być null.`,
  },
  {
    english: /^Variable "\$(\w+)" got invalid value ([\s\S]*)$/,
    polish: (variable, rest) => {
      const split = withDetail(rest);
      if (!split) return `Zmienna ${q(`$${variable}`)} ma niepoprawną wartość.`;
      // `… at "variable.field[0]"`: where in the variable's value.
      const at = new RegExp(`^([\\s\\S]*) at "${variable}((?:\\.\\w+|\\[\\d+\\])+)"$`).exec(split.head);
      const [value, path] = at ? [at[1], at[2]] : [split.head, undefined];
      return `Zmienna ${q(`$${variable}`)} ma niepoprawną wartość ${value}${path ? ` w ${q(`$${variable}${path}`)}` : ''}: ${split.detail}.`;
    },
  },
  {
    english: /^Too many errors processing variables, error limit reached\. Execution aborted\.$/,
    polish: () => 'Zbyt wiele błędów w wartościach zmiennych: wykonanie przerwano.',
  },
  {
    english: /^Argument "(\w+)" of required type "([^"]+)" was not provided\.$/,
    polish: (argument, type) => `Brak wymaganego argumentu ${q(argument)} typu ${q(type)}.`,
  },
  {
    english: /^Argument "(\w+)" of required type "([^"]+)" was provided the variable "\$(\w+)" which was not provided a runtime value\.$/,
    polish: (argument, type, variable) => `Argument ${q(argument)} typu ${q(type)} dostał zmienną ${q(`$${variable}`)}, której wartości nie podano.`,
  },
  {
    english: /^Argument "(\w+)" of non-null type "([^"]+)" must not be null\.$/,
    polish: (argument, type) => `Argument ${q(argument)} typu ${q(type)} nie może być null.`,
  },
  { english: /^Argument "(\w+)" has invalid value ([\s\S]*)\.$/, polish: (argument, value) => `Argument ${q(argument)} ma niepoprawną wartość ${value}.` },

  // graphql-yoga's checks of the request
  { english: /^Must provide query string\.$/, polish: () => 'Brak zapytania: podaj jego tekst w polu „query”.' },
  // As the REST API answers a body that is not JSON (one rule, one message).
  { english: /^POST body sent invalid JSON\.$/, polish: () => messages.invalidRequest },
  { english: /^Unexpected error\.$/, polish: () => messages.unexpected },
  { english: /^POST body is expected to be object but received [\s\S]*$/, polish: () => 'Treść żądania musi być obiektem JSON.' },
  { english: /^Expected params to be an object but given \w+\.$/, polish: () => 'Parametry żądania muszą być obiektem JSON.' },
  { english: /^Invalid "params" in the request body$/, polish: () => 'Nieprawidłowe parametry w treści żądania.' },
  { english: /^Unexpected parameter "([^"]*)" in the request body\.$/, polish: (name) => `Nieoczekiwany parametr ${q(name)} w treści żądania.` },
  { english: /^Expected "(query)" param to be a string, but given \w+\.$/, polish: (name) => messages.graphqlParameterNotString(name) },
  {
    english: /^Expected "(variables|extensions)" param to be empty or an object, but given \w+\.$/,
    polish: (name) => messages.graphqlParameterNotObject(name),
  },
  {
    english: /^Could not determine what operation to execute\.$/,
    polish: () => 'Nie wiadomo, którą operację wykonać: dokument musi mieć operację, a gdy ma ich kilka, podaj nazwę jednej z nich (operationName).',
  },
  { english: /^Can only perform a mutation operation from a POST request\.$/, polish: () => 'Mutację można wysłać tylko metodą POST.' },
  { english: /^GraphQL only supports GET and POST requests\.$/, polish: () => 'GraphQL przyjmuje tylko żądania GET i POST.' },
  { english: /^Batching is not supported\.$/, polish: () => 'Jedno żądanie może zawierać tylko jedną operację.' },
  { english: /^Batching is limited to (\d+) operations per request\.$/, polish: (n) => `Jedno żądanie może zawierać najwyżej ${n} operacji.` },
  { english: /^Content-Length header is invalid\.$/, polish: () => 'Nieprawidłowy nagłówek Content-Length.' },

  // A literal a scalar or enum refused (ValuesOfCorrectTypeRule reports the scalar's own error as it is).
  {
    english: /^([\s\S]+)$/,
    polish: (text) => {
      const polish = translate(VALUE_RULES, text);
      return polish === undefined ? undefined : `${polish.charAt(0).toUpperCase()}${polish.slice(1)}.`;
    },
  },
];

/** graphql-js appends its suggestions (didYouMean) to a message: never shown. */
const SUGGESTION = / Did you mean [^"]*"[\s\S]*\?$/;

/** The Polish of one of graphql-js's or Yoga's English messages; undefined for a message the table does not know. */
export function polishGraphQLMessage(message: string): string | undefined {
  return translate(MESSAGE_RULES, message.replace(SUGGESTION, ''));
}
