import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { FILE_KIND_OF_USE, pictureUrl } from '@meble/domain/file';
import { Link } from 'react-router';
import { countOf } from '@meble/domain/plural';
import type { CollectionCard_collection$key } from '../../__generated__/CollectionCard_collection.graphql.ts';
import { paths } from '../../routes/paths.ts';
import './collections.css';

export const ELEMENT_FORMS = { one: 'element', few: 'elementy', many: 'elementów' };
export const KIT_FORMS = { one: 'zestaw', few: 'zestawy', many: 'zestawów' };

/** The photo a collection names as the browser shows it: the picture, or a PDF's first page. */
export function photoSrc(thumbUrl: string): string | null {
  return pictureUrl(FILE_KIND_OF_USE.collectionPhoto, thumbUrl);
}

/**
 * The collection's main photo, or a neutral placeholder (none chosen, no stored file by that name, or it failed to
 * load); `alt` names it where it is the content, empty on a card whose title says it.
 */
export function CollectionPhoto({ src, alt = '' }: { src: string | null; alt?: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) return <Image src={src} alt={alt} h={140} fit="cover" onError={() => setFailed(true)} />;
  return (
    <div className="collection-photo-placeholder" data-testid="collection-photo-placeholder">
      <svg viewBox="0 0 64 40" width="72" height="45" aria-hidden="true" focusable="false">
        <path d="M8 18v-6a4 4 0 0 1 4-4h40a4 4 0 0 1 4 4v6M4 20a4 4 0 0 1 8 0v6h40v-6a4 4 0 0 1 8 0v12H4zM10 32v4M54 32v4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <Text size="xs" c="dimmed">
        brak zdjęcia
      </Text>
    </div>
  );
}

/** 'aktywna' or 'nieaktywna', on the card and on the collection's page; the green text darker than Mantine's (4.5:1). */
export function CollectionStatus({ isActive, className }: { isActive: boolean; className?: string }) {
  return (
    <Badge color={isActive ? 'green' : 'gray'} c={isActive ? 'light-dark(#1e6a30, var(--mantine-color-green-3))' : undefined} variant="light" className={className}>
      {isActive ? 'aktywna' : 'nieaktywna'}
    </Badge>
  );
}

/** A collection on the collections screen: photo, name (the link to it), counts and status. */
export function CollectionCard({ collection }: { collection: CollectionCard_collection$key }) {
  const data = useFragment(
    graphql`
      fragment CollectionCard_collection on Collection {
        slug
        name
        thumbUrl
        isActive
        elementCount
        kitCount
      }
    `,
    collection,
  );
  return (
    <Card component="li" withBorder padding="md" radius="md" className="collection-card">
      <Card.Section>
        <CollectionPhoto src={photoSrc(data.thumbUrl)} />
      </Card.Section>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mt="sm" gap="xs">
        <Title order={3} className="collection-card-title">
          {/* The link covers the whole card (collections.css); it is the card's only focusable part. */}
          <Link className="collection-card-link" to={paths.collection({ slug: data.slug })}>
            {data.name}
          </Link>
        </Title>
        <CollectionStatus isActive={data.isActive} className="collection-card-status" />
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {`${countOf(data.elementCount, ELEMENT_FORMS)} · ${countOf(data.kitCount, KIT_FORMS)}`}
      </Text>
    </Card>
  );
}
