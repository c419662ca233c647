/**
 * @generated SignedSource<<01aa19e66dabc468ccaa474875294c00>>
 * @relayHash adf0a4cd2e0f6475ca732af6f84a4964
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b6ab093809d8abda156f89b513bb136f538fed2401a6c738863c25a0ca978ab

import { ConcreteRequest } from 'relay-runtime';
export type ElementCategoryCreateScreenQuery$variables = {
  slug: string;
};
export type ElementCategoryCreateScreenQuery$data = {
  readonly collection: {
    readonly id: string;
    readonly name: string;
    readonly slug: string;
  } | null | undefined;
};
export type ElementCategoryCreateScreenQuery = {
  response: ElementCategoryCreateScreenQuery$data;
  variables: ElementCategoryCreateScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "Collection",
    "kind": "LinkedField",
    "name": "collection",
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
        "name": "slug",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementCategoryCreateScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ElementCategoryCreateScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0b6ab093809d8abda156f89b513bb136f538fed2401a6c738863c25a0ca978ab",
    "metadata": {},
    "name": "ElementCategoryCreateScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "69a95efe51cae5b46468faac77250d93";

export default node;
