/**
 * @generated SignedSource<<61ad67c8eaf6a5762f9539663643a809>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConfigurationKitSection_kit$data = {
  readonly depth: string;
  readonly elements: ReadonlyArray<{
    readonly element: {
      readonly id: string;
    } | null | undefined;
    readonly equipment: string;
    readonly fabric: {
      readonly family: {
        readonly slug: string;
      };
      readonly fileUrl: string;
      readonly id: string;
      readonly thumbUrl: string;
    } | null | undefined;
    readonly icon: string;
    readonly material: string;
    readonly meshId: string;
    readonly name: string;
    readonly pillowMaterial: string;
    readonly price: string;
    readonly woodMaterial: string;
  }>;
  readonly name: string;
  readonly totalPrice: string;
  readonly width: string;
  readonly " $fragmentType": "ConfigurationKitSection_kit";
};
export type ConfigurationKitSection_kit$key = {
  readonly " $data"?: ConfigurationKitSection_kit$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConfigurationKitSection_kit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
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
  "name": "ConfigurationKitSection_kit",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "depth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConfigurationElement",
      "kind": "LinkedField",
      "name": "elements",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meshId",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "icon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "material",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "equipment",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "woodMaterial",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pillowMaterial",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Element",
          "kind": "LinkedField",
          "name": "element",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Fabric",
          "kind": "LinkedField",
          "name": "fabric",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ConfigurationKit",
  "abstractKey": null
};
})();

(node as any).hash = "e70b8ab41971d441c8298c5ec338c532";

export default node;
