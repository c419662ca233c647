import { useState } from 'react';
import { Missing } from '../../ui/DetailList.tsx';

interface ElementIconProps {
  /** The icon's name as the element stores it (`thumbUrl`). */
  name: string;
  /** The stored file's address; none when no file has that name. */
  src: string | null | undefined;
  /** The element's own name, which the picture's text alternative says. */
  elementName: string;
  size?: number;
}

/**
 * An element's icon as a picture when a stored file has its name; otherwise, or when it fails to load, the name as
 * text, so a name the files do not hold is still seen (and can be fixed).
 */
export function ElementIcon({ name, src, elementName, size = 32 }: ElementIconProps) {
  const [failed, setFailed] = useState(false);
  if (!name) return <Missing>brak ikony</Missing>;
  if (!src || failed) return <span>{name}</span>;
  return (
    <img
      src={src}
      alt={`Ikona elementu ${elementName}`}
      title={name}
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'contain', display: 'block' }}
      onError={() => setFailed(true)}
    />
  );
}
