/**
 * @generated SignedSource<<3bb768dd2e1ce1d596c30f9690a8a6ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FileRow_file$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly name: string;
  readonly originalName: string;
  readonly thumbnailUrl: string | null | undefined;
  readonly url: string;
  readonly validation: {
    readonly " $fragmentSpreads": FragmentRefs<"FileValidationResult_validation">;
  } | null | undefined;
  readonly version: number | null | undefined;
  readonly " $fragmentType": "FileRow_file";
};
export type FileRow_file$key = {
  readonly " $data"?: FileRow_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"FileRow_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FileRow_file",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "originalName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FileValidation",
      "kind": "LinkedField",
      "name": "validation",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FileValidationResult_validation"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "File",
  "abstractKey": null
};

(node as any).hash = "f6d9f5a35d3df08ee97e9da154685a97";

export default node;
