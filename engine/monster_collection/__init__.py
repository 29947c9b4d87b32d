"""Monster Collection TCG (モンスター・コレクション) rules engine for the comprehensive rules, Version 2.09."""
