/**
 * @generated SignedSource<<7a2e24e7bcb63661ea5c0dbb70b4c13e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FileValidationResult_validation$data = {
  readonly errors: number;
  readonly missing: ReadonlyArray<string>;
  readonly valid: boolean;
  readonly warnings: number;
  readonly " $fragmentType": "FileValidationResult_validation";
};
export type FileValidationResult_validation$key = {
  readonly " $data"?: FileValidationResult_validation$data;
  readonly " $fragmentSpreads": FragmentRefs<"FileValidationResult_validation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FileValidationResult_validation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errors",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "warnings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missing",
      "storageKey": null
    }
  ],
  "type": "FileValidation",
  "abstractKey": null
};

(node as any).hash = "1cc44d5fc72568e1884b754b5712e2a9";

export default node;
