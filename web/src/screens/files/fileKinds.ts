import type { FileKind } from '@meble/domain/file';
import { PATTERNS } from '../../routes/paths.ts';

/** Each upload screen (spec part 1 §2 "Upload screens"): its kind, heading and the list its files land in. */
export interface UploadScreenDefinition {
  kind: FileKind;
  title: string;
  /** The list the uploaded files show in, and how the link to it reads. */
  listPath: string;
  listLabel: string;
  /** What one file of the kind is called in the status list's caption. */
  noun: string;
}

export const UPLOAD_SCREENS: Readonly<Record<FileKind, UploadScreenDefinition>> = {
  model: { kind: 'model', title: 'Dodaj model 3D', listPath: PATTERNS.models, listLabel: 'Modele 3D', noun: 'modele' },
  image: { kind: 'image', title: 'Dodaj obrazek', listPath: PATTERNS.textureImages, listLabel: 'Obrazki', noun: 'obrazki' },
  icon: { kind: 'icon', title: 'Dodaj ikonę', listPath: PATTERNS.icons, listLabel: 'Ikony', noun: 'ikony' },
  texture: { kind: 'texture', title: 'Dodaj plik graficzny', listPath: PATTERNS.textureFiles, listLabel: 'Pliki graficzne', noun: 'pliki graficzne' },
  collection: {
    kind: 'collection',
    title: 'Dodaj obrazek kolekcji',
    listPath: PATTERNS.collectionFiles,
    listLabel: 'Obrazki kolekcji',
    noun: 'obrazki kolekcji',
  },
};

/** Each list screen (spec part 1 §2 "File list screens"): its kind, heading and words. */
export interface FileListDefinition {
  kind: FileKind;
  /** Only images whose name contains 'legs' (spec part 1 §9). */
  legs: boolean;
  title: string;
  /** 'Modeli: 12'. */
  countLabel: string;
  /** The table's caption, for screen readers. */
  caption: string;
  /** Said when the list is empty (no filter). */
  empty: string;
  uploadPath: string;
  uploadLabel: string;
}

export type FileListName = 'models' | 'icons' | 'textures' | 'images' | 'legsImages' | 'collections';

export const FILE_LISTS: Readonly<Record<FileListName, FileListDefinition>> = {
  models: {
    kind: 'model',
    legs: false,
    title: 'Modele 3D',
    countLabel: 'Plików modeli',
    caption: 'Pliki modeli 3D, od najnowszego',
    empty: 'Nie ma jeszcze żadnego pliku modelu.',
    uploadPath: PATTERNS.modelUpload,
    uploadLabel: 'Dodaj model 3D',
  },
  icons: {
    kind: 'icon',
    legs: false,
    title: 'Ikony',
    countLabel: 'Ikon',
    caption: 'Ikony, od najnowszej',
    empty: 'Nie ma jeszcze żadnej ikony.',
    uploadPath: PATTERNS.iconUpload,
    uploadLabel: 'Dodaj ikonę',
  },
  textures: {
    kind: 'texture',
    legs: false,
    title: 'Pliki graficzne',
    countLabel: 'Plików graficznych',
    caption: 'Pliki graficzne tkanin i wybarwień, od najnowszego',
    empty: 'Nie ma jeszcze żadnego pliku graficznego.',
    uploadPath: PATTERNS.textureUpload,
    uploadLabel: 'Dodaj plik graficzny',
  },
  images: {
    kind: 'image',
    legs: false,
    title: 'Obrazki',
    countLabel: 'Obrazków',
    caption: 'Obrazki, od najnowszego',
    empty: 'Nie ma jeszcze żadnego obrazka.',
    uploadPath: PATTERNS.imageUpload,
    uploadLabel: 'Dodaj obrazek',
  },
  legsImages: {
    kind: 'image',
    legs: true,
    title: 'Obrazki wybarwień',
    countLabel: 'Obrazków wybarwień',
    caption: 'Obrazki wybarwień (z „legs” w nazwie), od najnowszego',
    empty: 'Nie ma jeszcze żadnego obrazka z „legs” w nazwie.',
    uploadPath: PATTERNS.imageUpload,
    uploadLabel: 'Dodaj obrazek',
  },
  collections: {
    kind: 'collection',
    legs: false,
    title: 'Obrazki kolekcji',
    countLabel: 'Obrazków kolekcji',
    caption: 'Obrazki kolekcji, od najnowszego',
    empty: 'Nie ma jeszcze żadnego obrazka kolekcji.',
    uploadPath: PATTERNS.collectionFileUpload,
    uploadLabel: 'Dodaj obrazek kolekcji',
  },
};
