/**
 * @generated SignedSource<<c8704a526ffa9df0350dbac7961c1f4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FinishKind = "ELEMENTS" | "LEGS";
export type FinishTypeCode = "METAL" | "SOLID" | "WOOD_GRAIN";
import { FragmentRefs } from "relay-runtime";
export type FinishEdit_finish$data = {
  readonly assignedTo: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  }>;
  readonly deleteWarning: string | null | undefined;
  readonly id: string;
  readonly kind: FinishKind;
  readonly legTextureName: string;
  readonly name: string;
  readonly oldName: string;
  readonly symbol: string;
  readonly textureName: string;
  readonly type: FinishTypeCode;
  readonly version: number | null | undefined;
  readonly " $fragmentType": "FinishEdit_finish";
};
export type FinishEdit_finish$key = {
  readonly " $data"?: FinishEdit_finish$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinishEdit_finish">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "FinishEdit_finish",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textureName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "symbol",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "oldName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "legTextureName",
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
      "kind": "ScalarField",
      "name": "deleteWarning",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Collection",
      "kind": "LinkedField",
      "name": "assignedTo",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Finish",
  "abstractKey": null
};
})();

(node as any).hash = "42401ee0046b31810235efcc0a158d7e";

export default node;
