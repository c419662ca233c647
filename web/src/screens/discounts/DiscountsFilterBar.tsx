import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { NO_FILTER, isFiltering, shownText } from './discountRules.ts';
import type { CategoryOption, DiscountsFilter } from './discountRules.ts';

interface DiscountsFilterBarProps {
  filter: DiscountsFilter;
  onChange: (filter: DiscountsFilter) => void;
  categories: readonly CategoryOption[];
  /** Elements the filter lets through, of those loaded. */
  shown: number;
  loaded: number;
}

/**
 * Narrows the table by name and category on the loaded elements, at once and without a request: discounts typed
 * in the edit mode stay typed (and saved) whatever the filter hides.
 */
export function DiscountsFilterBar({ filter, onChange, categories, shown, loaded }: DiscountsFilterBarProps) {
  const filtering = isFiltering(filter);
  const nameInput = useRef<HTMLInputElement>(null);
  return (
    <div className="discounts-filter" role="search" aria-label="Filtr elementów">
      <Group align="end" gap="sm" wrap="wrap">
        <TextInput
          className="discounts-filter-name"
          ref={nameInput}
          label="Nazwa zawiera"
          type="search"
          autoComplete="off"
          value={filter.name}
          onChange={(event) => onChange({ ...filter, name: event.currentTarget.value })}
          // Enter in the filter must not submit the discounts form around it.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <NativeSelect
          className="discounts-filter-category"
          label="Kategoria"
          value={filter.categoryId}
          onChange={(event) => onChange({ ...filter, categoryId: event.currentTarget.value })}
          data={[{ value: '', label: 'Wszystkie kategorie' }, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
        />
        {filtering ? (
          <Button
            variant="subtle"
            onClick={() => {
              onChange(NO_FILTER);
              // The button goes with the filter: focus moves to the name field instead of the page's start.
              nameInput.current?.focus();
            }}
          >
            Wyczyść filtr
          </Button>
        ) : null}
      </Group>
      <Text className="discounts-count" role="status" fw={600} mt="xs">
        {shownText(shown, loaded, filtering)}
      </Text>
    </div>
  );
}
