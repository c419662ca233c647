import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { FILE_KIND_OF_USE, fileUrl, isStoredName, isViewableModel } from '@meble/domain/file';
import { Missing } from '../../ui/DetailList.tsx';

// The 3D viewer (model-viewer and three.js) is large: its chunk loads only when someone opens a preview.
const ModelPreview = lazy(() => import('../../files/ModelPreview.tsx').then((module) => ({ default: module.ModelPreview })));

interface ElementModelProps {
  /** The model's name as the element stores it (`file`). */
  name: string;
  /** The element's own name, which the preview's text alternative says. */
  elementName: string;
}

/** The element's model file by name and, for a stored .gltf or .glb, its 3D preview on demand ('Podgląd 3D'). */
export function ElementModel({ name, elementName }: ElementModelProps) {
  const [open, setOpen] = useState(false);
  if (!isStoredName(name)) {
    return (
      <>
        {name} <Missing>(nie ma przesłanego pliku o tej nazwie)</Missing>
      </>
    );
  }
  if (!isViewableModel(name)) return <>{name}</>;
  return (
    <Stack gap="xs" align="flex-start">
      <Text component="span">{name}</Text>
      <Button variant="default" size="xs" onClick={() => setOpen((now) => !now)} aria-expanded={open}>
        Podgląd 3D
      </Button>
      {open ? (
        <Suspense fallback={<Text size="sm" c="dimmed">Wczytywanie podglądu…</Text>}>
          <ModelPreview src={fileUrl(FILE_KIND_OF_USE.elementModel, name)} alt={`Model 3D elementu ${elementName}`} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
