/**
 * @generated SignedSource<<890596f6d0d0291ac8112e29ec755cc8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "47d7f730885239c9e6bb54f021e05952",
    "id": null,
    "metadata": {},
    "name": "TranslationEditScreenQuery",
    "operationKind": "query",
    "text": "query TranslationEditScreenQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...TranslationEdit_translation\n    id\n  }\n}\n\nfragment TranslationEdit_translation on Translation {\n  id\n  key\n  pl\n  en\n}\n"
  }
};
})();

(node as any).hash = "2b752e8c10c5bd2821bd8e31ea75ac38";

export default node;
