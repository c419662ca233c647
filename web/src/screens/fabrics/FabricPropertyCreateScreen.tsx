export { FabricPropertyCreate as Component } from './FabricParameterCreateScreen.tsx';
