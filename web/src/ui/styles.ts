// Mantine's styles, loaded with the signed-in shell (never by the login route): the global layer and the
// stylesheet of each component in use. A screen that starts using another component adds its file here, in
// Mantine's order: the global files, then the base components others build on, then the rest (a later file
// wins at equal specificity: NavLink's padding must come after UnstyledButton's reset).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/notifications/styles.css';
// The route progress bar is a Progress: without its styles the bar has no height.
import '@mantine/core/styles/Progress.css';
import '@mantine/nprogress/styles.css';
