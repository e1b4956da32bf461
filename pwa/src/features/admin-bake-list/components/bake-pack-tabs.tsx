import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import type { ReactNode } from 'react';

/**
 * The bake list's two tabs, what to bake and what to pack, for a pickup or a bake day alike.
 * The tab bar is left off paper: a printed page is one list with its own heading.
 */
export function BakePackTabs({ bake, pack }: { bake: ReactNode; pack: ReactNode }) {
  return (
    <Tabs defaultValue="bake" sx={{ bgcolor: 'transparent' }}>
      <TabList className="no-print">
        <Tab value="bake">Bake</Tab>
        <Tab value="pack">Pack</Tab>
      </TabList>
      <TabPanel value="bake" sx={{ px: 0 }}>
        {bake}
      </TabPanel>
      <TabPanel value="pack" sx={{ px: 0 }}>
        {pack}
      </TabPanel>
    </Tabs>
  );
}
