/**
 * @generated SignedSource<<cc4552a5baf72aae651b035069d07bfc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitsTable_kit$data = {
  readonly elements: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly id: string;
  readonly isActive: boolean;
  readonly name: string;
  readonly tinydesc: string;
  readonly totalPrices: ReadonlyArray<{
    readonly formatted: string | null | undefined;
    readonly group: string;
  }>;
  readonly version: number | null | undefined;
  readonly " $fragmentType": "KitsTable_kit";
};
export type KitsTable_kit$key = {
  readonly " $data"?: KitsTable_kit$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitsTable_kit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KitsTable_kit",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "tinydesc",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "elements",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Price",
      "kind": "LinkedField",
      "name": "totalPrices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formatted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "Kit",
  "abstractKey": null
};
})();

(node as any).hash = "cf1ac9cdae2b0d597195074c0c489cca";

export default node;
