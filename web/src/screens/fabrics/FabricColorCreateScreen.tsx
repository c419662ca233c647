export { FabricColorCreate as Component } from './FabricParameterCreateScreen.tsx';
