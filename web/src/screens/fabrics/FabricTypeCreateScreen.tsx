export { FabricTypeCreate as Component } from './FabricParameterCreateScreen.tsx';
