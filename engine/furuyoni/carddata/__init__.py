"""Generated card facts (``cards.json``), written by ``tools/build_card_db.py``; read by ``engine.furuyoni.carddb``."""
