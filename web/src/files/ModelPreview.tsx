import '@google/model-viewer';
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import './model-preview.css';

interface ModelViewerAttributes extends HTMLAttributes<HTMLElement> {
  src: string;
  alt: string;
  'camera-controls'?: boolean | string;
  'touch-action'?: string;
  'interaction-prompt'?: string;
  'shadow-intensity'?: string;
  loading?: 'auto' | 'lazy' | 'eager';
  reveal?: 'auto' | 'manual';
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX's own namespace, where custom elements are declared
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': DetailedHTMLProps<ModelViewerAttributes, HTMLElement>;
    }
  }
}

type LoadState = 'loading' | 'loaded' | 'failed';

interface ModelPreviewProps {
  /** The model's address (a .gltf or .glb under /uploads). */
  src: string;
  /** What the model shows, for those who cannot see it. */
  alt: string;
  /** Told once the model is drawn (model-viewer's `load`). */
  onLoad?: () => void;
}

/**
 * A glTF/GLB model drawn in the page with `<model-viewer>` (three.js): dragged to turn it, wheel or pinch to zoom.
 * This module is its own lazy chunk: import it with React.lazy, so the viewer loads only when a preview is opened.
 */
export function ModelPreview({ src, alt, onLoad }: ModelPreviewProps) {
  const viewer = useRef<HTMLElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;

  // model-viewer's events are DOM events of the custom element: listened to on the element itself.
  useEffect(() => {
    const element = viewer.current;
    if (!element) return undefined;
    setState('loading');
    const loaded = () => {
      setState('loaded');
      onLoadRef.current?.();
    };
    const failed = () => setState('failed');
    element.addEventListener('load', loaded);
    element.addEventListener('error', failed);
    return () => {
      element.removeEventListener('load', loaded);
      element.removeEventListener('error', failed);
    };
  }, [src]);

  return (
    <figure className="model-preview" data-state={state}>
      <model-viewer
        ref={viewer}
        src={src}
        alt={alt}
        camera-controls=""
        touch-action="pan-y"
        interaction-prompt="none"
        shadow-intensity="1"
        loading="eager"
        className="model-preview-viewer"
      />
      <figcaption>
        <Text size="sm" c={state === 'failed' ? 'red' : 'dimmed'} role="status">
          {state === 'loading' ? 'Wczytywanie modelu…' : state === 'loaded' ? 'Przeciągnij, aby obrócić; kółko myszy przybliża.' : 'Nie udało się wczytać modelu.'}
        </Text>
      </figcaption>
    </figure>
  );
}
