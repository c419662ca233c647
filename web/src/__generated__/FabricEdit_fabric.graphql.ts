/**
 * @generated SignedSource<<d40dfde3096ef6cf20d90f181f025aa0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FabricEdit_fabric$data = {
  readonly deleteWarning: string | null | undefined;
  readonly family: {
    readonly name: string;
    readonly slug: string;
  };
  readonly fileUrl: string;
  readonly id: string;
  readonly isActive: boolean;
  readonly isDefault: boolean;
  readonly name: string;
  readonly thumbUrl: string;
  readonly version: number | null | undefined;
  readonly " $fragmentType": "FabricEdit_fabric";
};
export type FabricEdit_fabric$key = {
  readonly " $data"?: FabricEdit_fabric$data;
  readonly " $fragmentSpreads": FragmentRefs<"FabricEdit_fabric">;
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
  "name": "FabricEdit_fabric",
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
      "name": "fileUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbUrl",
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
      "kind": "ScalarField",
      "name": "isDefault",
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
      "concreteType": "FabricFamily",
      "kind": "LinkedField",
      "name": "family",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Fabric",
  "abstractKey": null
};
})();

(node as any).hash = "37371cd0fbfc8ebbc1311797bf9ae6c6";

export default node;
