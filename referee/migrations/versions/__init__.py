"""The revisions, oldest first: 0001 the rulings table as first shipped; 0002 the game each ruling rules on."""
