import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import { Anchor, Progress, Text } from '@mantine/core';
import { useComputedColorScheme } from '@mantine/core';
import Uppy from '@uppy/core';
import type { Meta } from '@uppy/core';
import Dashboard from '@uppy/react/dashboard';
import Tus from '@uppy/tus';
import type { TusBody } from '@uppy/tus';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import {
  allowedExtensionsText,
  extensionOf,
  FILE_KIND_EXTENSIONS,
  formatFileSize,
  isAllowedExtension,
  TUS_UPLOAD_PATH,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_PARALLEL,
  UPLOAD_RETRIES,
} from '@meble/domain/file';
import type { FileKind } from '@meble/domain/file';
import { fileMessages } from '@meble/domain/messages/files';
import { useLeavePrompt } from '../../forms/LeavePrompt.tsx';
import type { LeavePromptTexts } from '../../forms/LeavePrompt.tsx';
import { Screen } from '../../relay/screen.tsx';
import type { ScreenModule } from '../../relay/screen.tsx';
import { renewSession } from '../../session/renewal.ts';
import { readToken, signOutExpired } from '../../session/session.ts';
import { uppyPolish } from '../../files/uppyLocale.ts';
import { UPLOAD_STATUS_LABELS, UploadTracker, uploadMessages } from '../../files/uploadTracker.ts';
import type { UploadRow } from '../../files/uploadTracker.ts';
import { fileListPath } from './fileListUrl.ts';
import { UPLOAD_SCREENS } from './fileKinds.ts';
import type { UploadScreenDefinition } from './fileKinds.ts';
import './files.css';

/** One batch stays readable in the status list; the spec sets no number. */
const UPLOAD_MAX_FILES = 50;
/** An upload that has not moved for this long is stopped and said to have timed out (tus has no timeout). */
const STALL_SECONDS = 60;
/** Spec part 1 §5 and §9: 3 retries, waiting longer each time. */
const RETRY_DELAYS_MS = [1000, 3000, 5000].slice(0, UPLOAD_RETRIES);

/** Asked before a screen with uploads under way is left: leaving stops them. */
export const uploadLeavePrompt: LeavePromptTexts = {
  title: 'Przesyłanie trwa',
  message: 'Pliki są jeszcze przesyłane. Jeśli opuścisz stronę, przesyłanie zostanie przerwane. Czy chcesz ją opuścić?',
  leave: 'Przerwij i opuść',
  stay: 'Zostań',
};

type UploadMeta = Meta & { kind: FileKind };
type UploadUppy = Uppy<UploadMeta, TusBody>;

/** A session renewal under way after a 401: the next request of every upload waits for its token. */
let renewal: Promise<string | null> | null = null;

function createUppy(kind: FileKind, tracker: { current: UploadTracker<UploadMeta, TusBody> | null }): UploadUppy {
  const uppy: UploadUppy = new Uppy<UploadMeta, TusBody>({
    id: `upload-${kind}`,
    autoProceed: false,
    locale: uppyPolish,
    meta: { kind },
    restrictions: { maxFileSize: UPLOAD_MAX_BYTES, allowedFileTypes: [...FILE_KIND_EXTENSIONS[kind]], maxNumberOfFiles: UPLOAD_MAX_FILES },
    // D23: the refusal names the file's own size and the maximum, or the allowed types; Uppy's would name neither.
    onBeforeFileAdded: (file) => {
      const name = file.name ?? '';
      const size = file.size ?? 0;
      let refusal: string | undefined;
      if (!isAllowedExtension(kind, extensionOf(name))) refusal = fileMessages.fileTypeNotAllowed(allowedExtensionsText(kind));
      else if (size > UPLOAD_MAX_BYTES) refusal = fileMessages.fileTooBig(formatFileSize(size), formatFileSize(UPLOAD_MAX_BYTES));
      if (refusal === undefined) return true;
      uppy.info({ message: `${name}: ${refusal}` }, 'error', 8000);
      tracker.current?.refuse(name, size, refusal);
      return false;
    },
  });
  uppy.use(Tus, {
    endpoint: TUS_UPLOAD_PATH,
    chunkSize: UPLOAD_CHUNK_BYTES,
    limit: UPLOAD_PARALLEL,
    retryDelays: RETRY_DELAYS_MS,
    // The API reads kind, filename and filetype (Uppy copies the last two from name and type).
    allowedMetaFields: ['kind', 'name', 'type'],
    removeFingerprintOnSuccess: true,
    // Every request carries the session's token as it is then (it may have been renewed meanwhile).
    onBeforeRequest: async (request) => {
      const token = (renewal ? await renewal : null) ?? readToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    // A 401 asks for the password over the page (as every other request does) and retries with the new token.
    onShouldRetry: (error, attempt, _options, next) => {
      if (error.originalResponse?.getStatus() !== 401) return next(error);
      const used = error.originalRequest?.getHeader('Authorization')?.replace(/^Bearer /, '') ?? '';
      renewal ??= renewSession(used).then((token) => {
        renewal = null;
        if (!token) signOutExpired();
        return token;
      });
      return attempt < RETRY_DELAYS_MS.length;
    },
  });
  return uppy;
}

function useUploader(kind: FileKind) {
  const [state, setState] = useState<{ uppy: UploadUppy; tracker: UploadTracker<UploadMeta, TusBody> } | null>(null);
  // Made in an effect, not in render: leaving the screen destroys it (its uploads stop), and StrictMode's second mount makes a new one.
  useEffect(() => {
    const holder: { current: UploadTracker<UploadMeta, TusBody> | null } = { current: null };
    const uppy = createUppy(kind, holder);
    const tracker = new UploadTracker(uppy);
    holder.current = tracker;
    setState({ uppy, tracker });
    const watch = setInterval(() => {
      for (const id of tracker.stalled(Date.now(), STALL_SECONDS * 1000)) {
        const message = uploadMessages.timedOut(STALL_SECONDS);
        // Pausing aborts tus's request; 'Ponów' on the file resumes it from the offset the server has.
        if (uppy.getFile(id)) {
          uppy.pauseResume(id);
          uppy.setFileState(id, { error: message });
        }
        uppy.info({ message }, 'error', 8000);
        tracker.fail(id, message);
      }
    }, 5000);
    return () => {
      clearInterval(watch);
      tracker.dispose();
      uppy.destroy();
    };
  }, [kind]);
  return state;
}

function StatusRow({ row, definition }: { row: UploadRow; definition: UploadScreenDefinition }) {
  const label = UPLOAD_STATUS_LABELS[row.status];
  return (
    <li className={`upload-row upload-${row.status}`}>
      <div className="upload-row-head">
        <span className="upload-name">{row.name}</span>
        <span className="muted">{row.size}</span>
        <span className="upload-status" data-status={row.status}>
          {row.status === 'uploading' ? `${label} ${row.percent}%` : label}
        </span>
      </div>
      {row.status === 'uploading' || row.status === 'queued' ? (
        <Progress value={row.percent} size="sm" aria-label={`Postęp przesyłania ${row.name}`} aria-valuetext={`${row.percent}%`} />
      ) : null}
      {row.message ? (
        <Text size="sm" c={row.status === 'error' ? 'red' : 'dimmed'}>
          {row.message}
        </Text>
      ) : null}
      {row.status === 'success' ? (
        <Anchor component={Link} to={fileListPath(definition.listPath, row.storedName)} size="sm">
          {row.storedName ? `Zobacz ${row.storedName} na liście „${definition.listLabel}”` : `Przejdź do listy „${definition.listLabel}”`}
        </Anchor>
      ) : null}
    </li>
  );
}

const NO_ROWS: readonly UploadRow[] = [];
const noSubscription = () => () => undefined;

/** A drop zone that sends files of one kind by tus (D18), and each file's status (spec part 1 §4) under it. */
function FileUpload({ definition }: { definition: UploadScreenDefinition }) {
  const uploader = useUploader(definition.kind);
  const scheme = useComputedColorScheme('light');
  const rows = useSyncExternalStore(uploader?.tracker.subscribe ?? noSubscription, uploader?.tracker.snapshot ?? (() => NO_ROWS));
  const done = rows.filter((row) => row.status === 'success').length;
  const note = `Dozwolone: ${allowedExtensionsText(definition.kind)}; najwięcej ${formatFileSize(UPLOAD_MAX_BYTES)} na plik.`;
  const { prompt } = useLeavePrompt(
    rows.some((row) => row.status === 'uploading' || row.status === 'queued'),
    uploadLeavePrompt,
  );

  return (
    <Screen
      title={definition.title}
      actions={
        <Anchor component={Link} to={definition.listPath}>
          {`Lista: ${definition.listLabel}`}
        </Anchor>
      }
    >
      <div className="upload-zone">
        {uploader ? (
          <Dashboard
            uppy={uploader.uppy}
            width="100%"
            height={320}
            theme={scheme}
            proudlyDisplayPoweredByUppy={false}
            hidePauseResumeButton
            showRemoveButtonAfterComplete={false}
            note={note}
          />
        ) : null}
      </div>
      {prompt}
      <section className="upload-statuses" aria-labelledby="upload-statuses-heading">
        <h2 id="upload-statuses-heading" className="upload-statuses-heading">
          Stan przesyłania
        </h2>
        <p role="status" className="muted">
          {rows.length === 0
            ? `Dodaj ${definition.noun}: upuść pliki w polu wyżej albo wybierz je z dysku, potem naciśnij „Prześlij”.`
            : `Przesłano ${done} z ${rows.length}.`}
        </p>
        {rows.length > 0 ? (
          <ul className="upload-rows" aria-label="Pliki">
            {rows.map((row) => (
              <StatusRow key={row.id} row={row} definition={definition} />
            ))}
          </ul>
        ) : null}
      </section>
    </Screen>
  );
}

function screenOf(kind: FileKind): ScreenModule {
  const definition = UPLOAD_SCREENS[kind];
  return { Component: () => <FileUpload definition={definition} /> };
}

/** The five upload screens (spec part 1 §2), one lazy chunk with Uppy that no other route loads. */
export const uploadScreens: Readonly<Record<FileKind, ScreenModule>> = {
  model: screenOf('model'),
  image: screenOf('image'),
  icon: screenOf('icon'),
  texture: screenOf('texture'),
  collection: screenOf('collection'),
};
