import { Button, Fieldset, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { elementDiscountTextSchema } from '@meble/domain/discount';
import { ELEMENT_DISCOUNT_HINT, ELEMENT_DISCOUNT_MAX_CHARS, appliedText } from './discountRules.ts';
import type { CategoryOption, ElementRow } from './discountRules.ts';

const SHOWN = 'shown';

interface SetDiscountPanelProps {
  /** Every loaded element (a category's elements are all those loaded, whatever the name filter hides). */
  elements: readonly ElementRow[];
  /** What the filter shows: 'Wszystkie pokazane'. */
  shown: readonly ElementRow[];
  categories: readonly CategoryOption[];
  /** Puts the value into these elements' fields, as if typed: unsaved until 'Zapisz'. */
  onApply: (elements: readonly ElementRow[], text: string) => void;
}

/** One discount for every element shown or for one category's elements, checked by the element discount's rule. */
export function SetDiscountPanel({ elements, shown, categories, onApply }: SetDiscountPanelProps) {
  const [text, setText] = useState('');
  const [scope, setScope] = useState(SHOWN);
  const [error, setError] = useState<string | undefined>(undefined);
  const [done, setDone] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const perCategory = categories
    .map((category) => ({ ...category, rows: elements.filter((element) => element.categoryId === category.id) }))
    .filter((category) => category.rows.length > 0);
  const chosenCategory = perCategory.find((category) => category.id === scope);
  // A category that no longer has loaded elements falls back to what is shown.
  const target = chosenCategory ?? { rows: shown };
  const scopeLabel = chosenCategory ? `kategoria „${chosenCategory.name}”` : 'wszystkie pokazane';

  function apply() {
    const result = elementDiscountTextSchema.safeParse(text);
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      setDone('');
      input.current?.focus();
      return;
    }
    setError(undefined);
    if (target.rows.length === 0) {
      setDone('Żaden element nie jest pokazany: zmień filtr.');
      return;
    }
    onApply(target.rows, String(result.data));
    setDone(appliedText(result.data, target.rows.length, scopeLabel));
  }

  return (
    <Fieldset legend="Ustaw jeden rabat dla wielu elementów" className="discounts-set" variant="filled" p={{ base: 'sm', sm: 'md' }}>
      <Group align="start" gap="sm" wrap="wrap">
        <TextInput
          ref={input}
          className="discounts-set-value"
          label="Rabat (%)"
          description={ELEMENT_DISCOUNT_HINT}
          // The hint under the field, so the three controls line up at the top whatever wraps.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={text}
          maxLength={ELEMENT_DISCOUNT_MAX_CHARS}
          inputMode="numeric"
          autoComplete="off"
          error={error}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            // A flagged value loses its message as soon as it passes the rule.
            if (error) setError(elementDiscountTextSchema.safeParse(value).success ? undefined : error);
          }}
          // Enter sets the value here instead of saving the whole form.
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <NativeSelect
          className="discounts-set-scope"
          label="Dla"
          value={chosenCategory ? scope : SHOWN}
          onChange={(event) => setScope(event.currentTarget.value)}
          data={[
            { value: SHOWN, label: `Wszystkie pokazane (${shown.length})` },
            ...perCategory.map((category) => ({ value: category.id, label: `Kategoria „${category.name}” (${category.rows.length})` })),
          ]}
        />
        <Button variant="default" className="discounts-set-apply" onClick={apply}>
          Ustaw
        </Button>
      </Group>
      <Text size="sm" role="status" mt={done ? 'xs' : 0}>
        {done}
      </Text>
    </Fieldset>
  );
}
