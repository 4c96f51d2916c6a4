/*
 * Generator for maze_tac_toe.
 *
 *   gen SEED [N [WALLS [MOVES]]]   an N x N maze (N in 3..25, random when
 *                                  not given) walled at the border; each
 *                                  inner cell a wall with WALLS percent
 *                                  chance, else a move with MOVES percent
 *                                  chance (random kind of the 18), else
 *                                  empty; one start among the open cells
 *   gen corridor SEED N MOVES      a one-cell-wide corridor snaking through
 *                                  the whole N x N maze, the start at one
 *                                  end, MOVES percent of it moves
 */
#include <string.h>

#include "../gen.h"

static char cell[25][25][4];

static void random_move(char *s)
{
	s[0] = rng_range(0, 1) ? 'M' : 'O';
	s[1] = (char)('1' + rng_range(0, 2));
	s[2] = (char)('1' + rng_range(0, 2));
}

static void print_maze(long n)
{
	long r, c;

	printf("%ld\n", n);
	for (r = 0; r < n; r++) {
		for (c = 0; c < n; c++)
			fputs(cell[r][c], stdout);
		putchar('\n');
	}
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [N [WALLS [MOVES]]] | "
			    "gen corridor SEED N MOVES";
	long n, walls, moves, r, c, open = 0, pick;
	int corridor = argc == 5 && strcmp(argv[1], "corridor") == 0;

	usage_unless(argc >= 2 && argc <= 5, usage);
	rng_state = (uint64_t)arg_number(argv[1 + corridor], 0, 1L << 62,
					 usage);
	n = argc > 2 + corridor ? arg_number(argv[2 + corridor], 3, 25, usage)
				: rng_range(3, 25);
	walls = corridor ? 0 : argc > 3 ? arg_number(argv[3], 0, 100, usage)
					: rng_range(0, 40);
	moves = argc > 4 ? arg_number(argv[4], 0, 100, usage)
			 : rng_range(0, 60);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			char *s = cell[r][c];
			int inner = r > 0 && c > 0 && r < n - 1 && c < n - 1;
			/* the corridor: every other row, joined at
			 * alternating ends */
			if (corridor)
				inner = inner && (r % 2 == 1 ||
						  c == (r % 4 == 2 ? n - 2 : 1));
			strcpy(s, "###");
			if (!inner || rng_range(1, 100) <= walls)
				continue;
			open++;
			if (rng_range(1, 100) <= moves)
				random_move(s);
			else
				strcpy(s, "...");
		}
	if (open == 0) {	/* no room: make the centre the start */
		strcpy(cell[n / 2][n / 2], "BBB");
		print_maze(n);
		return 0;
	}
	pick = corridor ? 0 : rng_range(0, open - 1);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++)
			if (strcmp(cell[r][c], "###") != 0 && pick-- == 0)
				strcpy(cell[r][c], "BBB");
	print_maze(n);
	return 0;
}
