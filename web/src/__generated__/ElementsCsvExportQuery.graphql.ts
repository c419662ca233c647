/**
 * @generated SignedSource<<b5a7a911b94d87d375e1d17c7be2041b>>
 * @relayHash 517e282b9b7aa716714411abdc34c5c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24c778d060f3ef35d899cd3096661c7bb362e167a6525f0f66e1e9e5bc19ca21

import { ConcreteRequest } from 'relay-runtime';
export type ElementsCsvExportQuery$variables = {
  slug: string;
};
export type ElementsCsvExportQuery$data = {
  readonly collection: {
    readonly elementsCsv: string;
  } | null | undefined;
};
export type ElementsCsvExportQuery = {
  response: ElementsCsvExportQuery$data;
  variables: ElementsCsvExportQuery$variables;
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
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "elementsCsv",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ElementsCsvExportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "ElementsCsvExportQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Collection",
        "kind": "LinkedField",
        "name": "collection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "24c778d060f3ef35d899cd3096661c7bb362e167a6525f0f66e1e9e5bc19ca21",
    "metadata": {},
    "name": "ElementsCsvExportQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "de64cdc0b009d7a43ce3e8b5847235eb";

export default node;
