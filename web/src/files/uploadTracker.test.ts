import Uppy from '@uppy/core';
import { describe, expect, it } from 'vitest';
import { uploadMessages, UploadTracker } from './uploadTracker.ts';
import { uppyPolish } from './uppyLocale.ts';

describe('UploadTracker', () => {
  it("puts the Polish reason behind the '?' of Uppy's failure notice and on the file, not tus's English", () => {
    const uppy = new Uppy({ locale: uppyPolish });
    const tracker = new UploadTracker(uppy);
    const id = uppy.addFile({ name: 'sofa.glb', type: 'model/gltf-binary', data: new Blob(['glTF']) });
    const file = uppy.getFile(id);
    const english = 'tus: failed to upload chunk at offset 0, caused by [object ProgressEvent], originated from request (method: PATCH)';
    uppy.emit('upload-error', file, new Error(english));

    const [notice] = uppy.getState().info;
    expect(notice?.message).toBe('Nie udało się przesłać pliku sofa.glb');
    expect(notice?.details).toBe(uploadMessages.network);
    expect(uppy.getFile(id).error).toBe(uploadMessages.network);
    expect(tracker.snapshot()).toMatchObject([{ name: 'sofa.glb', status: 'error', message: uploadMessages.network }]);
    tracker.dispose();
    uppy.destroy();
  });
});
