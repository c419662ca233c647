import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { NO_FILTER, isFiltering, shownText } from './discountRules.ts';
import type { CategoryOption, DiscountsFilter } from './discountRules.ts';

interface DiscountsFilterBarProps {
  filter: DiscountsFilter;
  onChange: (filter: DiscountsFilter) => void;
  categories: readonly CategoryOption[];
  /** Elements the filter lets through. */
  shown: number;
  /** The collection's elements. */
  total: number;
  /** The server has not answered the filter as typed yet. */
  searching: boolean;
}

/**
 * Narrows the table by name and category: the loaded elements at once, the whole collection once the server has
 * answered (D27). Discounts typed in the edit mode stay typed (and saved) whatever the filter hides.
 */
export function DiscountsFilterBar({ filter, onChange, categories, shown, total, searching }: DiscountsFilterBarProps) {
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
      <Text className="discounts-count" role="status" aria-busy={searching} fw={600} mt="xs">
        {searching && shown === 0 ? 'Szukanie…' : shownText(shown, total, filtering)}
      </Text>
    </div>
  );
}
