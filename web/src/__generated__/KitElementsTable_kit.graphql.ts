/**
 * @generated SignedSource<<69bef7fa046d5b9dde40185cf23c0ca6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type KitElementsTable_kit$data = {
  readonly elements: ReadonlyArray<{
    readonly category: {
      readonly name: string;
    };
    readonly id: string;
    readonly name: string;
    readonly prices: ReadonlyArray<{
      readonly formatted: string | null | undefined;
      readonly group: string;
    }>;
  }>;
  readonly name: string;
  readonly " $fragmentType": "KitElementsTable_kit";
};
export type KitElementsTable_kit$key = {
  readonly " $data"?: KitElementsTable_kit$data;
  readonly " $fragmentSpreads": FragmentRefs<"KitElementsTable_kit">;
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
  "name": "KitElementsTable_kit",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Element",
      "kind": "LinkedField",
      "name": "elements",
      "plural": true,
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
          "concreteType": "ElementCategory",
          "kind": "LinkedField",
          "name": "category",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "groups",
              "value": [
                "A"
              ]
            }
          ],
          "concreteType": "Price",
          "kind": "LinkedField",
          "name": "prices",
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
          "storageKey": "prices(groups:[\"A\"])"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Kit",
  "abstractKey": null
};
})();

(node as any).hash = "4b10cdf1c615c175d5982cdda4372295";

export default node;
