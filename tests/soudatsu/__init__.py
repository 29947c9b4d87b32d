"""奏奪 (soudatsu): step definitions, the scenario runner and the game's own tests."""
