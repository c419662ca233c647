/**
 * @generated SignedSource<<d5aa0c5095f099b72c1c846af0602e86>>
 * @relayHash 47d7f730885239c9e6bb54f021e05952
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68efe7d03037c4bf5db6e09d62d3e8fb9c18fa9ca86e68c50c032f8adeaf31ca

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TranslationEditScreenQuery$variables = {
  id: string;
};
export type TranslationEditScreenQuery$data = {
  readonly node: {
    readonly translation: {
      readonly " $fragmentSpreads": FragmentRefs<"TranslationEdit_translation">;
    } | null | undefined;
  } | null | undefined;
};
export type TranslationEditScreenQuery = {
  response: TranslationEditScreenQuery$data;
  variables: TranslationEditScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TranslationEditScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "TranslationEdit_translation"
                }
              ],
              "type": "Translation",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "translation"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TranslationEditScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "en",
                "storageKey": null
              }
            ],
            "type": "Translation",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "68efe7d03037c4bf5db6e09d62d3e8fb9c18fa9ca86e68c50c032f8adeaf31ca",
    "metadata": {},
    "name": "TranslationEditScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b752e8c10c5bd2821bd8e31ea75ac38";

export default node;
