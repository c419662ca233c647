/**
 * @generated SignedSource<<fdae828fa1a53d830cee28274bfa8147>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FileValidationSeverity = "ERROR" | "INFO" | "WARNING";
import { FragmentRefs } from "relay-runtime";
export type ModelPreviewDialog_file$data = {
  readonly name: string;
  readonly url: string;
  readonly validation: {
    readonly messages: ReadonlyArray<{
      readonly code: string;
      readonly message: string;
      readonly pointer: string | null | undefined;
      readonly severity: FileValidationSeverity;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"FileValidationResult_validation">;
  } | null | undefined;
  readonly " $fragmentType": "ModelPreviewDialog_file";
};
export type ModelPreviewDialog_file$key = {
  readonly " $data"?: ModelPreviewDialog_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModelPreviewDialog_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModelPreviewDialog_file",
  "selections": [
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
      "name": "url",
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FileValidationMessage",
          "kind": "LinkedField",
          "name": "messages",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "severity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pointer",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "File",
  "abstractKey": null
};

(node as any).hash = "286431705a295cbc6e20b640d5a7ee8d";

export default node;
