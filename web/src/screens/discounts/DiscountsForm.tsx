import { Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { validationMessages } from '@meble/domain/messages/validation';
import { comparePolish } from '@meble/domain/order';
import { ConfirmDialog } from '../../forms/ConfirmDialog.tsx';
import { FormBanner } from '../../forms/fields.tsx';
import { leavePrompt, useLeavePrompt } from '../../forms/LeavePrompt.tsx';
import { refusedByRules } from '../../forms/outcome.ts';
import type { FieldMessages, SubmitOutcome } from '../../forms/outcome.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useUpdateDiscountsMutation } from '../../mutations/useUpdateDiscountsMutation.ts';
import { DiscountsTable } from './DiscountsTable.tsx';
import {
  COLLECTION_DISCOUNT_HINT,
  COLLECTION_DISCOUNT_MAX_CHARS,
  ELEMENT_DISCOUNT_HINT,
  ELEMENT_DISCOUNT_MAX_CHARS,
  checkDiscountsForm,
  collectionDiscountError,
  elementDiscountError,
  unsavedText,
} from './discountRules.ts';
import type { CategoryOption, DiscountsFormInput, ElementRow } from './discountRules.ts';
import { SetDiscountPanel } from './SetDiscountPanel.tsx';

/** The texts of the question Escape asks before typed discounts are dropped. */
export const discardPrompt = {
  title: leavePrompt.title,
  message: 'Masz niezapisane zmiany rabatów. Czy chcesz je odrzucić?',
  discard: 'Odrzuć zmiany',
  stay: leavePrompt.stay,
} as const;

const COLLECTION = 'collection';
/** The form's own name of an element's field: its messages stay with the element whatever the filter shows. */
const elementKey = (id: string) => `element:${id}`;
/** `elements.<i>.discount` (domain) or `elements.<i>.discountPercent` (graph) of the i-th element sent. */
const SENT_ELEMENT = /^elements\.(\d+)\.discount(?:Percent)?$/;

/** A discount typed for an element, with the element as it was loaded then. */
interface Typed {
  element: ElementRow;
  text: string;
}

/** The list's order (catalogue order, then name), so a save sends the changes as the table lists them. */
const inListOrder = (a: ElementRow, b: ElementRow) => a.displayOrd - b.displayOrd || comparePolish(a.name, b.name);

interface DiscountsFormProps {
  collectionId: string;
  collectionName: string;
  collectionDiscount: number;
  /** Whether the collection has elements (the filter may match none). */
  hasElements: boolean;
  /** The loaded elements (the server's matches of the filter); what was typed for others is kept and sent too. */
  elements: readonly ElementRow[];
  /** The ones the filter shows. */
  shown: readonly ElementRow[];
  categories: readonly CategoryOption[];
  filterBar: ReactNode;
  /** Clears the filter, so that an element whose value was refused is on the screen. */
  onRevealAll: () => void;
  /**
   * Back to the view: after a save (the store then holds the saved values), or on 'Anuluj' / Escape, saying
   * whether typed changes were dropped.
   */
  onDone: (outcome: { discarded: boolean }) => void;
  children?: ReactNode;
}

/**
 * The edit mode: one field per discount checked by the domain rule, a value set for many elements at once, and a
 * save bar that stays on the screen with the count of unsaved changes; one mutation saves the collection's
 * discount and every changed element's.
 */
export function DiscountsForm({
  collectionId,
  collectionName,
  collectionDiscount,
  hasElements,
  elements,
  shown,
  categories,
  filterBar,
  onRevealAll,
  onDone,
  children,
}: DiscountsFormProps) {
  const [collectionText, setCollectionText] = useState(String(collectionDiscount));
  // Only what was typed (or set for many), with the element's row: a changed filter may load others in its place, and
  // the change stays until saved. An element loaded later ('Pokaż więcej') starts from its stored value.
  const [typed, setTyped] = useState<Readonly<Record<string, Typed>>>({});
  // The values a save was refused with: a field's message goes once its value changes and passes the rule.
  const [attempted, setAttempted] = useState<ReadonlyMap<string, string>>(new Map());
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const collectionInput = useRef<HTMLInputElement>(null);
  const [update] = useUpdateDiscountsMutation();

  const valueOf = (element: ElementRow) => typed[element.id]?.text ?? String(element.discountPercent);
  const loaded = new Map(elements.map((element) => [element.id, element]));
  // The loaded row is the latest (a save updates it); the typed one stands in for an element the filter no longer loads.
  const changed = Object.values(typed)
    .map((entry) => ({ element: loaded.get(entry.element.id) ?? entry.element, text: entry.text }))
    .filter(({ element, text }) => text !== String(element.discountPercent))
    .map(({ element }) => element)
    .sort(inListOrder);
  const type = (rows: readonly ElementRow[], text: string) =>
    setTyped((current) => ({ ...current, ...Object.fromEntries(rows.map((element) => [element.id, { element, text }])) }));
  const collectionChanged = collectionText !== String(collectionDiscount);
  const unsaved = changed.length + (collectionChanged ? 1 : 0);
  const { prompt } = useLeavePrompt(unsaved > 0);

  /** Field names of the domain check or the server's answer → the form's, given the elements that were sent. */
  function formFieldsOf(sent: readonly ElementRow[], fields: FieldMessages): Record<string, string> {
    const named: Record<string, string> = {};
    for (const [field, message] of Object.entries(fields)) {
      if (!message) continue;
      const index = SENT_ELEMENT.exec(field)?.[1];
      const element = index === undefined ? undefined : sent[Number(index)];
      const name = field === 'collection' || field === 'collectionDiscountPercent' ? COLLECTION : element ? elementKey(element.id) : field;
      named[name] ??= message;
    }
    return named;
  }

  /** A refusal whose fields the filter hides shows every element again, so the message is next to its field. */
  function revealIfHidden(fields: Record<string, string>) {
    const visible = new Set(shown.map((element) => elementKey(element.id)));
    if (Object.keys(fields).some((name) => name !== COLLECTION && !visible.has(name))) onRevealAll();
  }

  const { onSubmit, banner, fieldErrors, pending, formRef } = useSubmit(async (): Promise<SubmitOutcome> => {
    const sent = changed;
    const input: DiscountsFormInput = {
      collection: collectionText,
      elements: sent.map((element) => ({ id: element.id, discount: valueOf(element) })),
    };
    const typed = new Map([[COLLECTION, collectionText], ...sent.map((element) => [elementKey(element.id), valueOf(element)] as const)]);
    setAttempted(typed);
    const checked = checkDiscountsForm(input);
    if (!checked.success) {
      const fields = formFieldsOf(sent, Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      revealIfHidden(fields);
      const errors = Object.entries(fields).map(([field, message]) => ({ field, message }));
      return refusedByRules(validationMessages.requiredFieldsMissing, errors, Object.fromEntries(typed));
    }
    const outcome = await update({
      collectionId,
      collectionDiscountPercent: input.collection.trim(),
      elements: input.elements.map((element) => ({ elementId: element.id, discountPercent: element.discount.trim() })),
    });
    if (outcome.ok) {
      onDone({ discarded: false });
      return outcome;
    }
    const fields = formFieldsOf(sent, outcome.fieldErrors);
    revealIfHidden(fields);
    return { ...outcome, fieldErrors: fields };
  });

  /** The message to show now: the refusal's, until the value changes; then the domain rule's verdict on the new value. */
  function errorOf(name: string, value: string, rule: (text: string) => string | undefined): string | undefined {
    const message = fieldErrors[name];
    if (!message) return undefined;
    return value === attempted.get(name) ? message : rule(value);
  }
  const collectionError = errorOf(COLLECTION, collectionText, collectionDiscountError);
  const elementError = (element: ElementRow) => errorOf(elementKey(element.id), valueOf(element), elementDiscountError);
  const placed = new Set([COLLECTION, ...elements.map((element) => elementKey(element.id))]);
  const faults = Object.keys(fieldErrors);
  const stillAtFault =
    Boolean(collectionError) || elements.some((element) => elementError(element) !== undefined) || faults.some((name) => !placed.has(name));
  // The banner goes with the last field message; a refusal without fields (the network, a lost record) stays.
  const shownBanner = faults.length === 0 || stillAtFault ? banner : '';

  useEffect(() => {
    collectionInput.current?.focus();
  }, []);

  // Escape leaves the edit mode as 'Anuluj' does, asking first when something is unsaved; a dialog's or an open
  // list's own Escape is theirs.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || askingToDiscard || prompt) return;
    if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') return;
    // Escape in a filled search box clears it (the browser's own behaviour) before it may cancel anything.
    if (event.target instanceof HTMLInputElement && event.target.type === 'search' && event.target.value !== '') return;
    event.preventDefault();
    if (unsaved > 0) setAskingToDiscard(true);
    else onDone({ discarded: false });
  });
  useEffect(() => {
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

  return (
    <form className="discounts-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label={`Edycja rabatów kolekcji ${collectionName}`}>
      <FormBanner message={shownBanner} />
      <TextInput
        ref={collectionInput}
        className="discounts-collection-field"
        label="Rabat kolekcji (%)"
        description={COLLECTION_DISCOUNT_HINT}
        value={collectionText}
        onChange={(event) => setCollectionText(event.currentTarget.value)}
        maxLength={COLLECTION_DISCOUNT_MAX_CHARS}
        inputMode="numeric"
        autoComplete="off"
        error={collectionError}
      />
      {!hasElements ? (
        <p className="muted">Ta kolekcja nie ma jeszcze elementów.</p>
      ) : (
        <>
          {filterBar}
          <SetDiscountPanel
            elements={elements}
            shown={shown}
            categories={categories}
            onApply={type}
          />
          <Text size="sm" c="var(--muted)">{`Rabat elementu: ${ELEMENT_DISCOUNT_HINT.toLocaleLowerCase('pl')}`}</Text>
          {shown.length > 0 ? (
            <DiscountsTable
              collectionName={collectionName}
              elements={shown}
              cell={(element) => (
                <TextInput
                  aria-label={`Rabat: ${element.name}`}
                  size="sm"
                  classNames={{ root: 'discount-field', input: 'discount-input' }}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={ELEMENT_DISCOUNT_MAX_CHARS}
                  value={valueOf(element)}
                  onChange={(event) => type([element], event.currentTarget.value)}
                  error={elementError(element)}
                />
              )}
            />
          ) : null}
        </>
      )}
      {children}
      <div className="discounts-save-bar" role="region" aria-label="Zapisywanie rabatów">
        <Text className="discounts-unsaved" role="status" fw={600} data-unsaved={unsaved > 0 ? '' : undefined}>
          {unsavedText(unsaved)}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button type="submit" loading={pending}>
            Zapisz
          </Button>
          <Button variant="default" onClick={() => onDone({ discarded: unsaved > 0 })}>
            Anuluj
          </Button>
        </Group>
      </div>
      {prompt}
      {askingToDiscard ? (
        <ConfirmDialog
          title={discardPrompt.title}
          message={discardPrompt.message}
          confirmLabel={discardPrompt.discard}
          cancelLabel={discardPrompt.stay}
          onConfirm={() => {
            onDone({ discarded: true });
            return Promise.resolve(null);
          }}
          onCancel={() => setAskingToDiscard(false)}
        />
      ) : null}
    </form>
  );
}
