import { type ServerConfig, parseConfig } from '../config';
import { type ServerData, openServerData } from '../bootstrap';

/**
 * Runs a command-line task on the server's data (`openServerData`: the data directory's lock, the
 * configured database, migrated, and the image storage); closes everything and exits non-zero with
 * the message on error.
 */
export function runWithDatabase(task: (data: ServerData, config: ServerConfig) => Promise<void>) {
  const run = async () => {
    const config = parseConfig();
    const data = await openServerData(config, (line) => console.log(line));
    try {
      await task(data, config);
    } finally {
      await data.close();
    }
  };
  run().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
