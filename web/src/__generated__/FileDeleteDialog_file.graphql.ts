/**
 * @generated SignedSource<<24d9ac063800bd279cc97924a267da50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FileUseKind = "COLLECTION_PHOTO" | "ELEMENT_ICON" | "ELEMENT_MODEL" | "FABRIC_SWATCH" | "FABRIC_TEXTURE" | "FINISH_TEXTURE" | "KIT_THUMBNAIL" | "MODEL_SIBLING";
import { FragmentRefs } from "relay-runtime";
export type FileDeleteDialog_file$data = {
  readonly id: string;
  readonly name: string;
  readonly usedBy: ReadonlyArray<{
    readonly collectionSlug: string | null | undefined;
    readonly name: string;
    readonly recordId: string;
    readonly use: FileUseKind;
  }>;
  readonly viewerCannotDeleteReason: string | null | undefined;
  readonly " $fragmentType": "FileDeleteDialog_file";
};
export type FileDeleteDialog_file$key = {
  readonly " $data"?: FileDeleteDialog_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"FileDeleteDialog_file">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FileDeleteDialog_file",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCannotDeleteReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FileUse",
      "kind": "LinkedField",
      "name": "usedBy",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "use",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recordId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "collectionSlug",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "File",
  "abstractKey": null
};
})();

(node as any).hash = "6bc3900c21f350964b1f03a2f48d6370";

export default node;
