import type { RecordKind } from '@meble/domain/history';
import { collectionRecorder, elementCategoryRecorder, elementRecorder, kitRecorder } from '../catalog/recorders.ts';
import { clientConfigurationRecorder } from '../client-configurations/recorder.ts';
import { fabricFamilyRecorder, fabricParameterRecorder, fabricRecorder } from '../fabrics/recorders.ts';
import { fileRecorder } from '../files/recorder.ts';
import { finishRecorder } from '../finishes/recorder.ts';
import { translationRecorder } from '../translations/recorder.ts';
import { userRecorder } from '../users/recorder.ts';
import type { Recorder } from './recorded.ts';

/** Every kind of record with a version and a history, by kind: a new area adds its recorder here (and to RECORD_KINDS). */
export const recorders: Record<RecordKind, Recorder> = {
  collection: collectionRecorder,
  elementCategory: elementCategoryRecorder,
  element: elementRecorder,
  kit: kitRecorder,
  translation: translationRecorder,
  user: userRecorder,
  clientConfiguration: clientConfigurationRecorder,
  file: fileRecorder,
  fabricFamily: fabricFamilyRecorder,
  fabric: fabricRecorder,
  fabricParameter: fabricParameterRecorder,
  finish: finishRecorder,
};
