/**
 * @generated SignedSource<<30083158099d950d96dda410068ee3d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FabricList_family$data = {
  readonly fabrics: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly fileUrl: string;
        readonly id: string;
        readonly isActive: boolean;
        readonly isDefault: boolean;
        readonly name: string;
        readonly thumbUrl: string;
      };
    }>;
  };
  readonly slug: string;
  readonly " $fragmentType": "FabricList_family";
};
export type FabricList_family$key = {
  readonly " $data"?: FabricList_family$data;
  readonly " $fragmentSpreads": FragmentRefs<"FabricList_family">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FabricList_family",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FabricFamilyFabricsConnection",
      "kind": "LinkedField",
      "name": "fabrics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FabricFamilyFabricsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Fabric",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
  "type": "FabricFamily",
  "abstractKey": null
};

(node as any).hash = "b4d7747fa0463a25253c6a7f526fc587";

export default node;
