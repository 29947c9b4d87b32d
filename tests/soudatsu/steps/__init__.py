"""奏奪's step definitions (``play``, named in ``Game.step_plugins``) and the text forms they read
(``vocabulary``; docs/soudatsu.md)."""
