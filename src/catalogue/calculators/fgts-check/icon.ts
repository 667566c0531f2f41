import type { IconName } from 'lucide-react/dynamic'

/** Its icon: a lucide name, drawn from the site's sprite (docs/writing-a-screen.md). */
const icon: IconName = 'list-checks'

export default icon
