/**
 * @generated SignedSource<<936f3ae51abfa48785df81108be0680d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementCategoryEdit_elementCategory$data = {
  readonly available: boolean;
  readonly collection: {
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  };
  readonly displayOrd: number;
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly version: number | null | undefined;
  readonly viewerCanDelete: boolean;
  readonly viewerCannotDeleteReason: string | null | undefined;
  readonly " $fragmentType": "ElementCategoryEdit_elementCategory";
};
export type ElementCategoryEdit_elementCategory$key = {
  readonly " $data"?: ElementCategoryEdit_elementCategory$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementCategoryEdit_elementCategory">;
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
  "name": "ElementCategoryEdit_elementCategory",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayOrd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanDelete",
      "storageKey": null
    },
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
      "concreteType": "Collection",
      "kind": "LinkedField",
      "name": "collection",
      "plural": false,
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
  "type": "ElementCategory",
  "abstractKey": null
};
})();

(node as any).hash = "5f16c860b86f044c288dd55c891d2c01";

export default node;
