/**
 * @generated SignedSource<<103c83da5362048e5308e79464c0268e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type HistoryOperation = "CREATE" | "DELETE" | "IMPORT" | "PASSWORD" | "RESTORE" | "REVERT" | "UNDO_IMPORT" | "UPDATE";
export type RecordKind = "CLIENT_CONFIGURATION" | "COLLECTION" | "ELEMENT" | "ELEMENT_CATEGORY" | "FABRIC" | "FABRIC_FAMILY" | "FABRIC_PARAMETER" | "FILE" | "FINISH" | "KIT" | "TRANSLATION" | "USER";
import { FragmentRefs } from "relay-runtime";
export type HistoryEntryItem_entry$data = {
  readonly actor: {
    readonly email: string;
    readonly name: string;
  } | null | undefined;
  readonly at: string;
  readonly changes: ReadonlyArray<{
    readonly afterText: string;
    readonly beforeText: string;
    readonly field: string;
    readonly label: string;
  }>;
  readonly collectionSlug: string | null | undefined;
  readonly id: string;
  readonly kind: RecordKind;
  readonly lines: number;
  readonly operation: HistoryOperation;
  readonly recordId: string;
  readonly recordName: string;
  readonly removed: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
  }>;
  readonly undoable: boolean;
  readonly undoneBy: string | null | undefined;
  readonly " $fragmentType": "HistoryEntryItem_entry";
};
export type HistoryEntryItem_entry$key = {
  readonly " $data"?: HistoryEntryItem_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryEntryItem_entry">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HistoryEntryItem_entry",
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
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recordName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "operation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lines",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "undoable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "undoneBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HistoryActor",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HistoryChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "beforeText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "afterText",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HistoryRemoved",
      "kind": "LinkedField",
      "name": "removed",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HistoryEntry",
  "abstractKey": null
};
})();

(node as any).hash = "9cd7da2cdf24dd5a66194ed34bfc9489";

export default node;
